import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PREFETCHED_DATA_ID, type PrefetchedAnswer } from '../shared/prefetched-data';
import { PAGE_META, pageHead } from '../shared/seo';
import type { PageModules } from '../shared/site-pages';

/** The part of Vite's build manifest (`build.manifest`) the server and the chunk test read, by source path. */
export const ZBuildManifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
  }),
);
export type BuildManifest = z.infer<typeof ZBuildManifestSchema>;

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
 * Fills index.html's app container: with the page's server-rendered markup (whose islands the browser
 * hydrates), or with the brand bar when there is none.
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
      : `<div id="root">${serverMarkup}</div>${prefetchedScript(prefetched)}`;
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

/** Vite's entry key: the chunk index.html loads, whose imports index.html already preloads. */
const ENTRY = 'index.html';
/** Vite's key of the script of server-rendered pages (src/web/islands/start.ts, a second entry of the build). */
const ISLANDS_START = 'islands/start.ts';

/**
 * A server-rendered page is the server's HTML: the app does not run on it. Instead of the app's entry, its
 * preloads and its stylesheet, it gets the public pages' own, smaller stylesheet inline (src/web/public-styles.css)
 * and the islands' start script (a few kilobytes, at low priority), which hydrates the page's islands once the
 * page has loaded, each with its own chunk (src/web/islands/start.ts). `html` is index.html before
 * {@link inlineEntryCss}.
 */
export function withIslandsScript(html: string, manifest: BuildManifest, webDistDir: string): string {
  const file = manifest[ISLANDS_START]?.file;
  if (!file)
    throw new Error('The web app build has no islands script (islands/start.ts); rebuild the web app.');
  if (!ENTRY_SCRIPT.test(html)) throw new Error('index.html has no entry script; rebuild the web app.');
  const script = `<script type="module" fetchpriority="low" crossorigin src="/${file}"></script>`;
  // Each inlined sheet keeps a disabled link, for the same reason as the app's (see inlineEntryCss).
  const sheets = stylesheetsOf(manifest, ISLANDS_START);
  const styles = sheets
    .map(
      (css) => `${styleElement(webDistDir, css)}<link rel="stylesheet" crossorigin href="/${css}" disabled>`,
    )
    .join('');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET_LINK, '')
    .replace(ENTRY_SCRIPT, () => `${bodyFontPreload(webDistDir, sheets)}${styles}\n    ${script}`);
}

/**
 * Inter's Latin file, the font of the pages' text, as fontsource's `@font-face` rules name it (imported by
 * src/web/islands/start-styles.ts and src/web/global-styles.ts).
 */
const BODY_FONT = /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/;

/**
 * A preload of the text's font, so it is fetched with the HTML rather than once the first layout finds text
 * that needs it: arriving after that layout, it makes the browser lay the whole page out again (on the library
 * page a 100 ms task on a phone). The faces stay `font-display: swap`: the font never holds the first paint.
 */
function bodyFontPreload(webDistDir: string, sheets: readonly string[]): string {
  for (const file of sheets) {
    const font = fs.readFileSync(path.join(webDistDir, file), 'utf8').match(BODY_FONT)?.[1];
    if (font) return `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`;
  }
  throw new Error('The web app build has no Inter font face; rebuild the web app.');
}

/** The stylesheets of the chunk under `key` and of every chunk it imports statically, in import order. */
function stylesheetsOf(manifest: BuildManifest, key: string): string[] {
  const files = new Set<string>();
  collect(manifest, key, files);
  return [...files].filter((file) => file.endsWith('.css'));
}

/** A stylesheet's text, safe inside a `<style>` element. */
function styleElement(webDistDir: string, file: string): string {
  // `</style` inside the sheet would end the element early; `\/` is the same character to CSS.
  const css = fs.readFileSync(path.join(webDistDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
  return `<style>${css}</style>`;
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;

/**
 * Puts the entry's stylesheets into index.html itself. A linked stylesheet holds the first paint until it
 * arrives, one more round trip on a phone; inline, the brand bar paints with the HTML. The links stay,
 * disabled (so never fetched), because Vite's loader of lazy chunks looks for them before it would add them.
 */
export function inlineEntryCss(html: string, manifest: BuildManifest, webDistDir: string): string {
  const sheets = stylesheetsOf(manifest, ENTRY);
  let out = html.replace('</head>', () => `  ${bodyFontPreload(webDistDir, sheets)}\n  </head>`);
  for (const file of sheets) {
    const link = `<link rel="stylesheet" crossorigin href="/${file}">`;
    if (!out.includes(link)) throw new Error(`index.html does not link ${file}; rebuild the web app.`);
    out = out.replace(link, () => `${styleElement(webDistDir, file)}${link.replace('>', ' disabled>')}`);
  }
  return out;
}

export function readBuildManifest(webDistDir: string): BuildManifest {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`The web app build has no manifest (${file} is missing). Run "npm run build".`);
  }
  return ZBuildManifestSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
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
 * `<link>` tags that fetch a page's lazy chunk, its static imports and CSS together with the entry script,
 * instead of after the entry has run and the router has matched the path (one round trip on a phone).
 */
export function pagePreloadTags(manifest: BuildManifest, page: PageModules): string {
  const inEntry = new Set<string>();
  collect(manifest, ENTRY, inEntry);
  const files = new Set<string>();
  collect(manifest, page.page, files);
  return [...files]
    .filter((file) => !inEntry.has(file))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('\n    ');
}
