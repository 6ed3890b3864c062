import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_PAGE, type PageModules, SITE_PAGES, sitePageFor } from '../shared/site-routes';
import { type Config, REPO_ROOT } from './config';
import { inlineEntryCss, pagePreloadTags, readBuildManifest } from './page-html';

const CONFIG_SLOT = '<!--public-config-->';

/** What the browser may know of the configuration: nothing secret. */
export function publicConfig(config: Config) {
  return {
    salesEmail: config.salesEmail,
    gaMeasurementId: config.gaMeasurementId ?? null,
    paymentsMode: config.paymentsMode,
    stripePublishableKey: config.paymentsMode === 'stripe' ? (config.stripe.publishableKey ?? null) : null,
    publicUrl: config.publicUrl,
  };
}

function injectConfig(html: string, config: Config): string {
  // `<` is escaped so no value can close the script element.
  const json = JSON.stringify(publicConfig(config)).replace(/</g, '\\u003c');
  return html.replace(CONFIG_SLOT, `<script type="application/json" id="qp-config">${json}</script>`);
}

/** Unknown /api paths stay JSON 404s; page paths get the app, with 404 status for paths the router lacks. */
function sendPage(request: FastifyRequest, reply: FastifyReply, htmlFor: (page: PageModules) => string) {
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/')) {
    return reply.code(404).send({ message: `No such endpoint: ${request.method} ${pathname}` });
  }
  const page = sitePageFor(pathname);
  return reply
    .code(page ? 200 : 404)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(htmlFor(page ?? NOT_FOUND_PAGE));
}

/** Serves the built React app: hashed assets with long caching, every page path with index.html. */
export async function serveBuiltWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing). Run "npm run build".`);
  }
  const manifest = readBuildManifest(config.webDistDir);
  const html = inlineEntryCss(
    injectConfig(fs.readFileSync(indexFile, 'utf8'), config),
    manifest,
    config.webDistDir,
  );
  const pageHtml = new Map(
    [...SITE_PAGES, NOT_FOUND_PAGE].map((page) => {
      const tags = pagePreloadTags(manifest, page);
      return [page, tags ? html.replace('</head>', `  ${tags}\n  </head>`) : html];
    }),
  );
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    index: false,
    wildcard: false,
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.get('/*', (request, reply) => sendPage(request, reply, (page) => pageHtml.get(page) ?? html));
}

/** Development: Vite in middleware mode, with hot reload, in the same process and port as the API. */
export async function serveDevWebApp(app: FastifyInstance, config: Config): Promise<() => Promise<void>> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    configFile: path.join(REPO_ROOT, 'vite.config.ts'),
    server: { middlewareMode: true },
    appType: 'custom',
  });
  await app.register(middie);
  app.use((req, res, next) => (req.url?.startsWith('/api/') ? next() : vite.middlewares(req, res, next)));
  app.get('/*', async (request, reply) => {
    const source = fs.readFileSync(path.join(REPO_ROOT, 'src/web/index.html'), 'utf8');
    const html = injectConfig(await vite.transformIndexHtml(request.url, source), config);
    return sendPage(request, reply, () => html);
  });
  return () => vite.close();
}
