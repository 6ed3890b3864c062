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
  const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json']
    .map((p) => path.join(REPO_ROOT, p))
    .filter((p) => fs.existsSync(p));
  const newestSource = Math.max(
    ...sources.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)),
  );
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs >= newestSource) return;
  log('Building the web app (first start or sources changed)...');
  await buildWeb(outDir);
}

export async function buildWeb(outDir: string): Promise<void> {
  const { build } = await import('vite');
  // Test runners set NODE_ENV=test, which would give React's development build; serve what production serves.
  process.env.NODE_ENV = 'production';
  await build({
    mode: 'production',
    configFile: path.join(REPO_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}
