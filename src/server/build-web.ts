import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './config';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** `npm start` builds the front end only when dist/web is missing or older than its sources. */
export async function buildWebIfNeeded(outDir: string, log: (line: string) => void): Promise<void> {
  const index = path.join(outDir, 'index.html');
  const serverBundle = serverRendererFile(outDir);
  const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json']
    .map((p) => path.join(REPO_ROOT, p))
    .filter((p) => fs.existsSync(p));
  const newestSource = Math.max(
    ...sources.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
  );
  const built = [index, serverBundle].every(
    (f) => fs.existsSync(f) && fs.statSync(f).mtimeMs >= newestSource,
  );
  if (built) return;
  log('Building the web app (first start or sources changed)...');
  await buildWeb(outDir);
}

export async function buildWeb(outDir: string): Promise<void> {
  const { build } = await import('vite');
  // Test runners set NODE_ENV=test, which would give React's development build; serve what production serves.
  process.env.NODE_ENV = 'production';
  const common = {
    mode: 'production',
    configFile: path.join(REPO_ROOT, 'vite.config.ts'),
    logLevel: 'warn' as const,
  };
  await build({ ...common, build: { outDir, emptyOutDir: true } });
  await build({ ...common, build: { ssr: true, outDir: path.dirname(serverRendererFile(outDir)) } });
}

/** The server's bundle of the web app (vite.config.ts builds it into the browser build's `ssr` folder). */
export function serverRendererFile(webDistDir: string): string {
  return path.join(webDistDir, 'ssr', 'entry-server.js');
}
