import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const OUT_DIR = '../../dist/web';
const source = (file: string) => fileURLToPath(new URL(`src/web/${file}`, import.meta.url));

/**
 * Writes `.vite/chunk-modules.json` beside Vite's manifest: each chunk's file and the source modules bundled
 * into it (paths relative to the repo). The manifest names chunks only; a test reads this to check that the
 * public pages' first chunks hold no account, admin, builder or API-reference code (tests/e2e/public-chunks).
 */
function chunkModules(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'quillpost-chunk-modules',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks: Record<string, { modules: string[]; imports: string[] }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          modules: output.moduleIds.map((id) => (id.startsWith(root) ? id.slice(root.length) : id)),
          imports: output.imports,
        };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) });
    },
  };
}

/** The browser's build, and (`--ssr`) the server's bundle of the same app, which renders public pages. */
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), chunkModules()],
  build: isSsrBuild
    ? {
        // Inside the browser build's folder, which the server keeps private (src/server/web-app.ts).
        outDir: `${OUT_DIR}/ssr`,
        emptyOutDir: false,
        copyPublicDir: false,
        rollupOptions: { input: 'src/web/entry-server.tsx' },
      }
    : {
        outDir: OUT_DIR,
        emptyOutDir: true,
        sourcemap: false,
        // The server reads it to preload each page's chunks (src/server/page-html.ts).
        manifest: true,
        // Server-rendered pages run islands/start.ts instead of the app (index.html's entry).
        rollupOptions: { input: [source('index.html'), source('islands/start.ts')] },
      },
  // Vite fixes this in the browser's build only; the server's bundle would otherwise pick React's
  // development build whenever the server runs without NODE_ENV.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
  // One self-contained file: the server loads it from wherever the build was written, even outside the repo.
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : undefined,
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
