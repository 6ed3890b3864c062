import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PrefetchedAnswer } from '../shared/prefetched-data';
import { AppShell } from './app-shell';
import { renderWithIslands } from './islands/render-islands';
import { setPublicConfig } from './lib/public-config';
import { createQueryClient } from './lib/query-client';
import { routes } from './routes';

const handler = createStaticHandler(routes);

/**
 * Server-side render of a public page (Vite's SSR build bundles this for the server): the page's HTML, in which
 * only its islands are hydrated by the browser (src/web/islands). The page's prefetched answers are in its query
 * cache, as the browser's will be before an island hydrates; other data an island fetches renders in its
 * loading state, exactly as the browser's first render does.
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
  const page = (
    <AppShell queryClient={queryClient}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppShell>
  );
  return renderWithIslands(page, url, queryClient);
}
