import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER_FEATURES = path.resolve('src/server/features');
const WEB_FEATURES = path.resolve('src/web/features');

/** A feature is a folder under features/; the server's back-office ones are one level deeper (admin/orders). */
function featureOf(root: string, file: string): string | undefined {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === '..' || parts.length < 2) return undefined;
  return root === SERVER_FEATURES && parts[0] === 'admin' && parts.length > 2
    ? `admin/${parts[1]}`
    : parts[0];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** feature → the features it imports, each with the file that does. */
function featureImports(root: string): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(root)) {
    const from = featureOf(root, file)!;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const to = featureOf(root, path.resolve(path.dirname(file), specifier!));
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      edges.set(to, edges.get(to) ?? path.relative(root, file));
      graph.set(from, edges);
    }
  }
  return graph;
}

/** "a <-> b (file of a importing b, file of b importing a)" for each pair importing each other. */
function twoWayImports(root: string): string[] {
  const graph = featureImports(root);
  const twoWay: string[] = [];
  for (const [a, edges] of graph) {
    for (const [b, via] of edges) {
      const back = graph.get(b)?.get(a);
      if (back && a < b) twoWay.push(`${a} <-> ${b} (${via}, ${back})`);
    }
  }
  return twoWay;
}

describe('feature folders', () => {
  it('of the server never import each other both ways (the lower one must not know the one built on it)', () => {
    expect(twoWayImports(SERVER_FEATURES)).toEqual([]);
  });

  it('of the web never import each other both ways', () => {
    expect(twoWayImports(WEB_FEATURES)).toEqual([]);
  });

  it('are found by the check (it reads the imports it judges)', () => {
    expect(featureImports(SERVER_FEATURES).get('fulfilment')?.has('payments')).toBe(true);
    expect(featureImports(SERVER_FEATURES).get('admin/campaigns')?.has('tracking')).toBe(true);
    expect(featureImports(WEB_FEATURES).get('checkout')?.has('catalog')).toBe(true);
  });
});
