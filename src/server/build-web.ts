import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { REPO_ROOT } from './config';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

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
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const common = {
      mode: 'production',
      configFile: path.join(REPO_ROOT, 'vite.config.ts'),
      logLevel: 'warn' as const,
    };
    await build({ ...common, build: { outDir, emptyOutDir: true } });
    await precompress(outDir);
    await build({ ...common, build: { ssr: true, outDir: path.dirname(serverRendererFile(outDir)) } });
  } finally {
    // `npm start` builds on its first run and then serves from the same process: React's JSX runtime was
    // loaded before the build (as development), so react-dom/server must load the same way, or every
    // e-mail fails to render. Runners that set NODE_ENV keep the build's value, as before.
    if (previous === undefined) delete process.env.NODE_ENV;
  }
}

/** Text the browser downloads from the build folder; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg)$/;
/** Below this, compression saves less than its own headers cost (as @fastify/compress's threshold). */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` of every compressible file beside it, at the highest levels: once at build time
 * instead of on every request (src/server/web-app.ts serves them), and smaller than on-the-fly compression.
 */
async function precompress(outDir: string): Promise<void> {
  const files = fs
    .readdirSync(outDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const bytes = fs.readFileSync(file);
      const [gz, br] = await Promise.all([
        gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
      ]);
      fs.writeFileSync(`${file}.gz`, gz);
      fs.writeFileSync(`${file}.br`, br);
    }),
  );
}

/** The server's bundle of the web app (vite.config.ts builds it into the browser build's `ssr` folder). */
export function serverRendererFile(webDistDir: string): string {
  return path.join(webDistDir, 'ssr', 'entry-server.js');
}
