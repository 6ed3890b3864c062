/**
 * A server-rendered page paints from its HTML alone; its scripts only make it interactive. The server lists
 * them in a JSON element with this id instead of fetching them from the head, and the page's start script
 * (src/web/boot.ts) fetches them once the page has loaded (src/server/page-html.ts `deferScripts`).
 */
export const DEFERRED_SCRIPTS_ID = 'qp-scripts';

export interface DeferredScripts {
  /** The app's entry module. */
  entry: string;
  /** The modules it and the page import, fetched beside it rather than one import after another. */
  preload: string[];
}
