import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { REPO_ROOT } from '../../src/server/config';
import { ZBuildManifestSchema } from '../../src/server/page-html';
import { NOT_FOUND_PAGE, SITE_PAGES } from '../../src/shared/site-pages';

/*
 * Issue 28: what a first visit to a public page downloads and runs (the islands' start script, React's hydration
 * module and the islands' own chunks, with everything those import statically) holds no code of the account, the
 * back office, the campaign builder or the API reference, nor the router: the rest of the page is the server's
 * HTML. Read from the e2e build: Vite's manifest names the chunks, and `.vite/chunk-modules.json` (written by
 * vite.config.ts) lists the source modules inside each. Not timed: it reads files.
 */

type ManifestChunk = z.infer<typeof ZBuildManifestSchema>[string];
/** `.vite/chunk-modules.json`: the source modules of each chunk file. */
const ZChunkModulesSchema = z.record(z.string(), z.object({ modules: z.array(z.string()) }));

const FORBIDDEN: ReadonlyArray<[string, RegExp]> = [
  [
    'account',
    /^src\/web\/(pages\/account|features\/(account|account-data|saved-card|saved-lists|programs)\/)/,
  ],
  [
    'API keys and webhooks',
    /^src\/web\/(pages\/account-developers|features\/(api-keys|api-requests|webhooks)\/)/,
  ],
  ['admin', /^src\/web\/(pages\/admin|layouts\/admin-layout|features\/admin\/)/],
  [
    'builder',
    /^src\/web\/(pages\/(campaign-builder|contact-upload|checkout)|features\/(builder|upload|checkout|draft)\/)/,
  ],
  ['API reference', /@scalar\/|api-docs|api-reference/],
];
/** The app's router: islands link with plain anchors and never need it. */
const ROUTER: [string, RegExp] = ['router', /node_modules\/react-router/];

const dist = () => inject('webDist');

/** The `@source` globs of src/web/public-styles.css as patterns over repo paths (a glob without an extension is a folder). */
function publicStyleSources(): RegExp[] {
  const css = fs.readFileSync(path.join(REPO_ROOT, 'src/web/public-styles.css'), 'utf8');
  return [...css.matchAll(/@source "\.\/([^"]+)";/g)].map(([, glob]) => {
    const body = glob!
      .replace(/\./g, '\\.')
      .replace(/\{([^}]+)\}/g, (_m, list: string) => `(${list.split(',').join('|')})`);
    return new RegExp(`^src/web/${body}${/\.tsx?$/.test(glob!) ? '$' : '/'}`);
  });
}
const readJson = <S extends z.ZodType>(file: string, schema: S): z.output<S> =>
  schema.parse(JSON.parse(fs.readFileSync(path.join(dist(), '.vite', file), 'utf8')));

/** The chunk files a first visit to `pageKey` runs: the entry's and the page's static import closures. */
function initialChunks(manifest: Record<string, ManifestChunk>, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

describe('public pages’ initial chunks', () => {
  it('hold no account, admin, builder, API-reference or router module', () => {
    const manifest = readJson('manifest.json', ZBuildManifestSchema);
    const modules = readJson('chunk-modules.json', ZChunkModulesSchema);
    const start = manifest['islands/start.ts'];
    expect(start, 'the islands start script is in the build').toBeDefined();
    // Every island of every public page, and the module that hydrates them, load from the start script.
    const files = initialChunks(manifest, ['islands/start.ts', ...(start?.dynamicImports ?? [])]);
    const bundled = [...files].flatMap((file) => modules[file]?.modules ?? []);
    for (const island of [
      'islands/hydrate-island.tsx',
      'components/layout/site-header.tsx',
      'features/contact/contact-panel.tsx',
      'features/faq/faq-browser.tsx',
      'features/library/library-browser.tsx',
      'features/landing/volume-calculator.tsx',
    ]) {
      expect(bundled, island).toContain(`src/web/${island}`);
    }
    const found: string[] = [];
    for (const file of files) {
      const inside = modules[file]?.modules;
      expect(inside, `${file} is listed in chunk-modules.json`).toBeDefined();
      for (const id of inside ?? []) {
        for (const [what, pattern] of [...FORBIDDEN, ROUTER]) {
          if (pattern.test(id)) found.push(`${file} holds ${what} module ${id}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('are all sources of the public pages’ stylesheet, so no class they use is missing from it', () => {
    const manifest = readJson('manifest.json', ZBuildManifestSchema);
    const modules = readJson('chunk-modules.json', ZChunkModulesSchema);
    const start = manifest['islands/start.ts'];
    const pages = [...SITE_PAGES.filter((p) => p.serverRendered), NOT_FOUND_PAGE].map((p) => p.page);
    const files = initialChunks(manifest, [...pages, 'islands/start.ts', ...(start?.dynamicImports ?? [])]);
    const sources = [...files]
      .flatMap((file) => modules[file]?.modules ?? [])
      .concat('src/web/layouts/public-layout.tsx')
      .filter((id) => /^src\/web\/.*\.tsx?$/.test(id))
      // The app's entry, which page chunks import from, renders no markup of its own.
      .filter((id) => !/^src\/web\/(main\.tsx|routes\.tsx|global-styles\.ts)$/.test(id));
    const patterns = publicStyleSources();
    expect(sources.length).toBeGreaterThan(20);
    expect(sources.filter((id) => !patterns.some((pattern) => pattern.test(id)))).toEqual([]);
  });

  it('recognise such a module where it is: the account page’s own chunk', () => {
    const manifest = readJson('manifest.json', ZBuildManifestSchema);
    const modules = readJson('chunk-modules.json', ZChunkModulesSchema);
    const account = [...initialChunks(manifest, ['pages/account.tsx'])].flatMap(
      (f) => modules[f]?.modules ?? [],
    );
    expect(account.some((id) => FORBIDDEN[0]![1].test(id))).toBe(true);
    const app = [...initialChunks(manifest, ['index.html'])].flatMap((f) => modules[f]?.modules ?? []);
    expect(app.some((id) => ROUTER[1].test(id))).toBe(true);
  });
});
