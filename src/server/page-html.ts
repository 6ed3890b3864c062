import fs from 'node:fs';
import path from 'node:path';
import { DEFERRED_SCRIPTS_ID, type DeferredScripts } from '../shared/deferred-scripts';
import { PAGE_META, pageHead } from '../shared/seo';
import { type PageModules, PREFETCHED_DATA_ID, type PrefetchedAnswer } from '../shared/site-routes';

/** The part of Vite's build manifest (`build.manifest`) this module reads, keyed by source path. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

const HEAD_SLOT = '<!--page-head-->';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Writes the page's title, description, canonical link and social tags (src/shared/seo.ts) into its head. */
export function fillHead(html: string, page: PageModules, publicUrl: string): string {
  if (!html.includes(HEAD_SLOT)) throw new Error(`index.html has no ${HEAD_SLOT}; rebuild the web app.`);
  const head = pageHead(PAGE_META[page.meta], publicUrl);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.metas.map(
      ({ attr, key, content }) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`,
    ),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
  ];
  return html.replace(HEAD_SLOT, () => tags.join('\n    '));
}

const ROOT_SLOT = '<div id="root"><!--app-html--></div>';
/** Painted from HTML and CSS alone while the app's script loads, on pages the server does not render. */
const BRAND_BAR = '<div class="qp-prepaint" aria-hidden="true"><span>Quillpost</span></div>';

/**
 * Fills index.html's app container: with the page's server-rendered markup, which the browser then
 * hydrates (src/web/main.tsx reads the attribute), or with the brand bar when there is none.
 */
export function fillRoot(
  html: string,
  serverMarkup: string | null,
  prefetched: readonly PrefetchedAnswer[] = [],
): string {
  if (!html.includes(ROOT_SLOT)) throw new Error(`index.html has no ${ROOT_SLOT}; rebuild the web app.`);
  const root =
    serverMarkup === null
      ? `<div id="root">${BRAND_BAR}</div>`
      : `<div id="root" data-server-rendered>${serverMarkup}</div>${prefetchedScript(prefetched)}`;
  return html.replace(ROOT_SLOT, () => root);
}

/** The answers the page was rendered with, for the browser to hydrate with the same data. */
function prefetchedScript(prefetched: readonly PrefetchedAnswer[]): string {
  if (prefetched.length === 0) return '';
  // `<` is escaped so no value can close the script element.
  const json = JSON.stringify(prefetched).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PREFETCHED_DATA_ID}">${json}</script>`;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A server-rendered page paints from its HTML; its scripts only make it interactive. Instead of fetching them
 * from the head, beside the fonts and images the paint needs (on a slow phone they would share the line),
 * the page lists them (src/shared/deferred-scripts.ts) and its start script `bootSrc` (src/web/boot.ts)
 * fetches them once the page has loaded. The start script itself is a few hundred bytes, at low priority.
 */
export function deferScripts(html: string, bootSrc: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no entry script; rebuild the web app.');
  const scripts: DeferredScripts = {
    entry,
    preload: [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!),
  };
  const start = [
    `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${JSON.stringify(scripts)}</script>`,
    `<script type="module" fetchpriority="low" crossorigin src="${bootSrc}"></script>`,
  ].join('\n    ');
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => start);
}

/** The start script of server-rendered pages (src/web/boot.ts, a second entry of the browser's build). */
export function bootScript(manifest: BuildManifest): string {
  const file = manifest[BOOT]?.file;
  if (!file) throw new Error('The web app build has no start script (boot.ts); rebuild the web app.');
  return `/${file}`;
}

/** Vite's entry key: the chunk index.html loads, whose imports index.html already preloads. */
const ENTRY = 'index.html';
/** Vite's key of the start script of server-rendered pages. */
const BOOT = 'boot.ts';

/**
 * Puts the entry's stylesheet into index.html itself. A linked stylesheet holds the first paint until it
 * arrives, one more round trip on a phone; inline, the brand bar paints with the HTML. The link stays,
 * disabled (so never fetched), because Vite's loader of lazy chunks looks for it before it would add it.
 */
export function inlineEntryCss(html: string, manifest: BuildManifest, webDistDir: string): string {
  let out = html;
  for (const file of manifest[ENTRY]?.css ?? []) {
    // `</style` inside the sheet would end the element early; `\/` is the same character to CSS.
    const css = fs.readFileSync(path.join(webDistDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
    const link = `<link rel="stylesheet" crossorigin href="/${file}">`;
    if (!out.includes(link)) throw new Error(`index.html does not link ${file}; rebuild the web app.`);
    out = out.replace(link, () => `<style>${css}</style>${link.replace('>', ' disabled>')}`);
  }
  return out;
}

export function readBuildManifest(webDistDir: string): BuildManifest {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`The web app build has no manifest (${file} is missing). Run "npm run build".`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest;
}

/** Adds the chunk under `key` and everything it imports statically to `files`. */
function collect(manifest: BuildManifest, key: string, files: Set<string>, seen = new Set<string>()): void {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files, seen);
}

/**
 * `<link>` tags that fetch a page's lazy chunk (and those it loads on mount), their static imports and CSS
 * together with the entry script, instead of after the entry has run and the router has matched the path
 * (one round trip each on a phone). The landing page is part of the entry, so it gets none.
 */
export function pagePreloadTags(manifest: BuildManifest, page: PageModules): string {
  const inEntry = new Set<string>();
  collect(manifest, ENTRY, inEntry);
  const files = new Set<string>();
  for (const key of [page.page, ...(page.onMount ?? [])]) collect(manifest, key, files);
  return [...files]
    .filter((file) => !inEntry.has(file))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('\n    ');
}
