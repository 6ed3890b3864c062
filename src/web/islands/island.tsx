import { type ComponentType, createContext, useContext } from 'react';
import { ISLAND_ATTR, type IslandName, islandSlot } from './island-attrs';

/** What the server's render of a page records of each island it meets (src/web/islands/render-islands.tsx). */
export interface IslandCollector {
  /** Records the island; returns the id its markup is put under. */
  add(island: CollectedIsland): string;
}

export interface CollectedIsland {
  name: IslandName;
  // biome-ignore lint/suspicious/noExplicitAny: an island's props are whatever its component takes
  Component: ComponentType<any>;
  props: object;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** Laid out as if the frame were not there: the island's content sits in its parent's flex or grid. */
const FRAME_STYLE = { display: 'contents' } as const;

/**
 * A part of a server-rendered public page a visitor can touch. The rest of the page stays the server's HTML;
 * each island is hydrated on its own, with its own small chunk, when it nears the viewport or is first used
 * (src/web/islands/start.ts). Inside the app (a page reached by the router) it renders in place.
 * `props` must be JSON: the server writes them into the page for the browser's hydration.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  const collector = useContext(IslandCollectorContext);
  if (!collector) {
    return (
      <div {...{ [ISLAND_ATTR.name]: name }} style={FRAME_STYLE}>
        <Component {...props} />
      </div>
    );
  }
  const id = collector.add({ name, Component, props });
  return (
    <div
      {...{ [ISLAND_ATTR.name]: name, [ISLAND_ATTR.id]: id, [ISLAND_ATTR.props]: JSON.stringify(props) }}
      style={FRAME_STYLE}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a marker the server replaces with the island's render
      dangerouslySetInnerHTML={{ __html: islandSlot(id) }}
    />
  );
}
