import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { type CollectedIsland, type IslandCollector, IslandCollectorContext } from './island';
import { ISLAND_SLOT_PATTERN, islandIdPrefix } from './island-attrs';
import { IslandRoot } from './island-root';

/** React's mark of a Suspense boundary the server left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * Renders `element()` whole. A lazy part not loaded yet would be left for the browser; prerendering waits
 * until every one has, after which a plain render has them all: no inline script, nothing left out.
 */
async function renderWhole(element: () => ReactElement, identifierPrefix?: string): Promise<string> {
  const html = renderToString(element(), { identifierPrefix });
  if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  await prerenderToNodeStream(element(), { identifierPrefix });
  return renderToString(element(), { identifierPrefix });
}

/**
 * The server's render of a page with islands: first the page, in which each `<Island>` leaves a marked frame,
 * then each island on its own, as the browser will hydrate it (its own root, its own ids, no router), put
 * into its frame. `url` is the page's address, `queryClient` holds the answers the page was rendered with.
 */
export async function renderWithIslands(
  page: ReactElement,
  url: string,
  queryClient: QueryClient,
): Promise<string> {
  let collected: CollectedIsland[] = [];
  const collector: IslandCollector = {
    add(island) {
      collected.push(island);
      return `i${collected.length - 1}`;
    },
  };
  // Each render starts a fresh list: the last one (always a plain, synchronous render) is the page sent.
  const html = await renderWhole(() => {
    collected = [];
    return <IslandCollectorContext value={collector}>{page}</IslandCollectorContext>;
  });
  const islands = await Promise.all(
    collected.map(({ Component, props }, index) =>
      renderWhole(
        () => (
          <IslandRoot url={url} queryClient={queryClient}>
            <Component {...props} />
          </IslandRoot>
        ),
        islandIdPrefix(`i${index}`),
      ),
    ),
  );
  return html.replace(ISLAND_SLOT_PATTERN, (_slot, id: string) => islands[Number(id.slice(1))] ?? '');
}
