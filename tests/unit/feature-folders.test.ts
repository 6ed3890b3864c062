import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = path.resolve('src/server/features');

/** A server feature is a folder under features/; the back office's are one level deeper (admin/orders). */
function featureOf(file: string): string | undefined {
  const parts = path.relative(FEATURES, file).split(path.sep);
  if (parts[0] === '..' || parts.length < 2) return undefined;
  return parts[0] === 'admin' && parts.length > 2 ? `admin/${parts[1]}` : parts[0];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** feature → the features it imports, each with the file that does. */
function featureImports(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(FEATURES)) {
    const from = featureOf(file)!;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const to = featureOf(path.resolve(path.dirname(file), specifier!));
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      edges.set(to, edges.get(to) ?? path.relative(FEATURES, file));
      graph.set(from, edges);
    }
  }
  return graph;
}

describe('server feature folders', () => {
  it('never import each other both ways (the lower one must not know the one built on it)', () => {
    const graph = featureImports();
    const twoWay: string[] = [];
    for (const [a, edges] of graph) {
      for (const [b, via] of edges) {
        const back = graph.get(b)?.get(a);
        if (back && a < b) twoWay.push(`${a} <-> ${b} (${via}, ${back})`);
      }
    }
    expect(twoWay).toEqual([]);
  });

  it('are found by the check (it reads the imports it judges)', () => {
    const graph = featureImports();
    expect(graph.get('fulfilment')?.has('payments')).toBe(true);
    expect(graph.get('admin/campaigns')?.has('tracking')).toBe(true);
  });
});
