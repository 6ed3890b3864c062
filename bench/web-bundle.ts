import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface InitialScript {
  file: string;
  gzipBytes: number;
}

/**
 * The JavaScript a first visit to the landing page downloads before it can render: index.html's entry
 * module and every module it preloads (the chunks the entry imports statically). Lazy page chunks are not
 * part of it.
 */
export function initialScripts(distDir: string): InitialScript[] {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]!);
  return [...new Set(srcs)].map((src) => {
    const bytes = fs.readFileSync(path.join(distDir, src.replace(/^\//, '')));
    return { file: src, gzipBytes: zlib.gzipSync(bytes, { level: 9 }).length };
  });
}
