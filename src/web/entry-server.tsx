import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PrefetchedAnswer } from '../shared/site-routes';
import { AppShell } from './app-shell';
import { setPublicConfig } from './lib/public-config';
import { createQueryClient } from './lib/query-client';
import { routes } from './routes';

const handler = createStaticHandler(routes);

/** React's mark of a Suspense boundary the server left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Server-side render of a page (Vite's SSR build bundles this for the server). The page's prefetched answers
 * are in its query cache, as the browser's will be before it hydrates; other data the page fetches renders in
 * its loading state, exactly as the browser's first render does, so the browser hydrates this markup instead
 * of replacing it.
 */
export async function renderPage(
  url: string,
  config: unknown,
  prefetched: readonly PrefetchedAnswer[] = [],
): Promise<string> {
  setPublicConfig(config);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} redirected; server-rendered pages must not`);
  const queryClient = createQueryClient();
  for (const answer of prefetched) queryClient.setQueryData([answer.path], answer.data);
  const page = () => (
    <AppShell queryClient={queryClient}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppShell>
  );
  const html = renderToString(page());
  if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  // A lazy part (the contact form, the pricing cards) was not loaded yet. Prerendering waits until every
  // one has, after which a plain render has them all: the page arrives whole, with no inline script.
  await prerenderToNodeStream(page());
  return renderToString(page());
}
