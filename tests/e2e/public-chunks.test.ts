import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { NOT_FOUND_PAGE, SITE_PAGES } from '../../src/shared/site-routes';

/*
 * Issue 28: what a first visit to a public page downloads and runs (the entry, the page's chunk, what the
 * page loads on mount, and everything those import statically) holds no code of the account, the back office,
 * the campaign builder or the API reference. Read from the e2e build: Vite's manifest names each page's chunk,
 * and `.vite/chunk-modules.json` (written by vite.config.ts) lists the source modules inside each chunk.
 * Not timed: it reads files.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
}

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

const dist = () => inject('webDist');
const readJson = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(dist(), '.vite', file), 'utf8')) as T;

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
  const publicPages = [...SITE_PAGES.filter((p) => p.serverRendered), NOT_FOUND_PAGE];

  it('hold no account, admin, builder or API-reference module', () => {
    const manifest = readJson<Record<string, ManifestChunk>>('manifest.json');
    const modules = readJson<Record<string, { modules: string[] }>>('chunk-modules.json');
    expect(publicPages.map((p) => p.page)).toEqual(
      expect.arrayContaining([
        'pages/landing.tsx',
        'pages/design-library.tsx',
        'pages/faq.tsx',
        'pages/contact.tsx',
        'pages/privacy.tsx',
      ]),
    );
    const found: string[] = [];
    for (const page of publicPages) {
      const keys = ['index.html', 'boot.ts', page.page, ...(page.onMount ?? [])];
      const files = initialChunks(manifest, keys);
      const bundled = [...files].flatMap((file) => modules[file]?.modules ?? []);
      // A page in the entry (the landing page) has no chunk of its own: its module is in the entry's.
      for (const key of keys) {
        const where = manifest[key] || bundled.includes(`src/web/${key}`) ? 'has a chunk' : 'missing';
        expect(where, `${key} is in the build`).toBe('has a chunk');
      }
      for (const file of files) {
        const inside = modules[file]?.modules;
        expect(inside, `${file} is listed in chunk-modules.json`).toBeDefined();
        for (const id of inside ?? []) {
          for (const [what, pattern] of FORBIDDEN) {
            if (pattern.test(id)) found.push(`${page.page}: ${file} holds ${what} module ${id}`);
          }
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('recognise such a module where it is: the account page’s own chunk', () => {
    const manifest = readJson<Record<string, ManifestChunk>>('manifest.json');
    const modules = readJson<Record<string, { modules: string[] }>>('chunk-modules.json');
    const account = [...initialChunks(manifest, ['pages/account.tsx'])].flatMap(
      (f) => modules[f]?.modules ?? [],
    );
    expect(account.some((id) => FORBIDDEN[0]![1].test(id))).toBe(true);
  });
});
