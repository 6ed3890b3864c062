import { isOneOf } from '../../shared/guards';

/** Every island's name: src/web/islands/registry.ts loads each one's component. */
const ISLAND_NAMES = [
  'site-header',
  'watch-demo',
  'merge-preview',
  'postcard-carousel',
  'volume-calculator',
  'testimonials',
  'faq-browser',
  'contact-panel',
  'design-library',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

export const isIslandName = (name: string): name is IslandName => isOneOf(ISLAND_NAMES, name);

/** The attributes that mark an island's frame in a page's HTML (src/web/islands/island.tsx writes them). */
export const ISLAND_ATTR = {
  name: 'data-island',
  /** Unique in the page; also the prefix of the island's `useId` ids on both sides. */
  id: 'data-island-id',
  /** The island's props, as JSON. */
  props: 'data-island-props',
  /** Set once the browser has hydrated the island. */
  hydrated: 'data-hydrated',
} as const;

/** Where the server puts an island's own render inside its frame. */
export const islandSlot = (id: string) => `<!--qp-island:${id}-->`;

export const ISLAND_SLOT_PATTERN = /<!--qp-island:([a-z0-9]+)-->/g;

/** The `identifierPrefix` of an island's React root, on the server and in the browser. */
export const islandIdPrefix = (id: string) => `${id}-`;
