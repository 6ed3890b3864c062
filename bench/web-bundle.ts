import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface InitialScript {
  file: string;
  gzipBytes: number;
}

/**
 * Each script a page downloaded (its paths, as Lighthouse saw them) with its gzipped size, read from the build:
 * the server sends Brotli where the browser takes it, but the bar is set in gzip.
 */
export function gzipSizes(distDir: string, scripts: readonly string[]): InitialScript[] {
  return scripts.map((src) => {
    const bytes = fs.readFileSync(path.join(distDir, src.replace(/^\//, '')));
    return { file: src, gzipBytes: zlib.gzipSync(bytes, { level: 9 }).length };
  });
}
