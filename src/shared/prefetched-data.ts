/** A prefetched answer: what the page's query under the key `[path]` holds on both sides. */
export interface PrefetchedAnswer {
  path: string;
  data: unknown;
}

/** Where the server puts a page's prefetched answers (a JSON script element) for the browser to read. */
export const PREFETCHED_DATA_ID = 'qp-data';
