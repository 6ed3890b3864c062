import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PrefetchedAnswer } from '../shared/prefetched-data';
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '../shared/public-config';
import { sitePageFor } from '../shared/site-page-for';
import { NOT_FOUND_PAGE, type PageModules, SITE_PAGES } from '../shared/site-pages';
import type { renderPage } from '../web/entry-server';
import { serverRendererFile } from './build-web';
import { type Config, REPO_ROOT } from './config';
import { sendV1NotFound } from './features/public-api/v1-error';
import {
  fillHead,
  fillRoot,
  inlineEntryCss,
  pagePreloadTags,
  readBuildManifest,
  withIslandsScript,
} from './page-html';

type RenderPage = typeof renderPage;

/**
 * A render depends on nothing but its URL and its prefetched answers (named by their ETags), so repeat
 * visits reuse it instead of spending the CPU again. Bounded in count against endless query strings, and in age.
 */
function cachedRenderer(render: RenderPage) {
  const cache = new LRUCache<string, string>({ max: 200, ttl: 60 * 60 * 1000 });
  return async (url: string, config: unknown, prefetched: Prefetched): Promise<string> => {
    const key = [url, ...prefetched.tags].join(' ');
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const html = await render(url, config, prefetched.answers);
    cache.set(key, html);
    return html;
  };
}

interface Prefetched {
  answers: PrefetchedAnswer[];
  /** Each answer's ETag (or its text when it has none): what a cached render of the page depends on. */
  tags: string[];
}

/**
 * The page's prefetched answers, read from the app's own public routes (cached in memory, so this is cheap).
 * A failed read leaves that data to the browser, which fetches it as on a page without prefetch.
 */
async function prefetchFor(app: FastifyInstance, page: PageModules): Promise<Prefetched> {
  const answers: PrefetchedAnswer[] = [];
  const tags: string[] = [];
  for (const { path: apiPath } of page.prefetch ?? []) {
    const res = await app.inject({ method: 'GET', url: apiPath });
    if (res.statusCode !== 200) continue;
    answers.push({ path: apiPath, data: res.json() });
    tags.push(String(res.headers.etag ?? res.body));
  }
  return { answers, tags };
}

const CONFIG_SLOT = '<!--public-config-->';

/** What the browser may know of the configuration: nothing secret. */
function publicConfig(config: Config): PublicConfig {
  return {
    salesEmail: config.salesEmail,
    gaMeasurementId: config.gaMeasurementId ?? null,
    paymentsMode: config.paymentsMode,
    stripePublishableKey: config.paymentsMode === 'stripe' ? (config.stripe.publishableKey ?? null) : null,
    publicUrl: config.publicUrl,
    social: {
      facebook: config.social.facebook ?? null,
      instagram: config.social.instagram ?? null,
      linkedin: config.social.linkedin ?? null,
      twitter: config.social.twitter ?? null,
    },
  };
}

function injectConfig(html: string, config: Config): string {
  // `<` is escaped so no value can close the script element.
  const json = JSON.stringify(publicConfig(config)).replace(/</g, '\\u003c');
  return html.replace(
    CONFIG_SLOT,
    `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`,
  );
}

/** index.html for one page: the app's (`app`), and for a server-rendered page the one its islands run in. */
interface PageShells {
  app: string;
  islands: string;
}

/**
 * The page's HTML: the server's render of the page in its islands shell when it has one. A render that fails
 * is logged and the page is sent to the app to render in the browser, as other pages are.
 */
async function pageHtml(
  request: FastifyRequest,
  config: Config,
  page: PageModules,
  shells: PageShells,
  render: ReturnType<typeof cachedRenderer>,
): Promise<string> {
  if (!page.serverRendered) return fillRoot(shells.app, null);
  try {
    const prefetched = await prefetchFor(request.server, page);
    const markup = await render(`${config.publicUrl}${request.url}`, publicConfig(config), prefetched);
    return fillRoot(shells.islands, markup, prefetched.answers);
  } catch (err) {
    request.log.error({ err }, 'server render failed; the browser renders the page');
    return fillRoot(shells.app, null);
  }
}

/**
 * Unknown /api paths stay JSON 404s, unknown /v1 paths the API's own 404; page paths get the app, with 404
 * status for paths the router lacks.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  htmlFor: (page: PageModules) => Promise<string>,
  publicUrl: string,
) {
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.startsWith('/api/')) {
    return reply.code(404).send({ message: `No such endpoint: ${request.method} ${pathname}` });
  }
  if (pathname === '/v1' || pathname.startsWith('/v1/')) {
    return sendV1NotFound(request, reply, publicUrl);
  }
  const page = sitePageFor(pathname);
  const html = await htmlFor(page ?? NOT_FOUND_PAGE);
  return reply
    .code(page ? 200 : 404)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html);
}

/** Serves the built React app: hashed assets with long caching, every page path with index.html. */
export async function serveBuiltWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing). Run "npm run build".`);
  }
  const manifest = readBuildManifest(config.webDistDir);
  const rendererFile = serverRendererFile(config.webDistDir);
  if (!fs.existsSync(rendererFile)) {
    throw new Error(`The web app's server bundle is missing (${rendererFile}). Run "npm run build".`);
  }
  const bundle = (await import(pathToFileURL(rendererFile).href)) as { renderPage: RenderPage };
  const render = cachedRenderer(bundle.renderPage);
  const index = injectConfig(fs.readFileSync(indexFile, 'utf8'), config);
  const html = inlineEntryCss(index, manifest, config.webDistDir);
  const islandsHtml = withIslandsScript(index, manifest, config.webDistDir);
  const shells = new Map(
    [...SITE_PAGES, NOT_FOUND_PAGE].map((page): [PageModules, PageShells] => {
      const tags = pagePreloadTags(manifest, page);
      const app = fillHead(
        tags ? html.replace('</head>', `  ${tags}\n  </head>`) : html,
        page,
        config.publicUrl,
      );
      return [page, { app, islands: fillHead(islandsHtml, page, config.publicUrl) }];
    }),
  );
  await app.register(fastifyStatic, {
    root: config.webDistDir,
    index: false,
    wildcard: false,
    // The build writes a .br and a .gz beside each script, stylesheet and SVG (src/server/build-web.ts).
    preCompressed: true,
    // The server's bundle and Vite's manifest sit in the build folder but are not for the browser.
    allowedPath: (pathname) => !/^\/(ssr|\.vite)\//.test(pathname),
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.get('/*', (request, reply) =>
    sendPage(
      request,
      reply,
      (page) => {
        const pageShells = shells.get(page);
        if (!pageShells) throw new Error(`No shell for ${page.page}`);
        return pageHtml(request, config, page, pageShells, render);
      },
      config.publicUrl,
    ),
  );
}

const DEV_ENTRY = '<script type="module" src="/main.tsx"></script>';

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
    const app = injectConfig(await vite.transformIndexHtml(request.url, source), config);
    // The islands' start script imports the public pages' styles (in development, Vite applies them by script).
    const islands = app.replace(DEV_ENTRY, '<script type="module" src="/islands/start.ts"></script>');
    const { renderPage } = (await vite.ssrLoadModule('/entry-server.tsx')) as {
      renderPage: RenderPage;
    };
    // No cache in development: every request renders the code as it is now.
    const render = (url: string, publicCfg: unknown, prefetched: Prefetched) =>
      renderPage(url, publicCfg, prefetched.answers);
    return sendPage(
      request,
      reply,
      (page) => {
        const shells = {
          app: fillHead(app, page, config.publicUrl),
          islands: fillHead(islands, page, config.publicUrl),
        };
        return pageHtml(request, config, page, shells, render);
      },
      config.publicUrl,
    );
  });
  return () => vite.close();
}
