import type { QueryClient } from '@tanstack/react-query';
import { PREFETCHED_DATA_ID, type PrefetchedAnswer } from '../../shared/prefetched-data';

/**
 * Puts the answers the server rendered the page with into the query cache (under the same `[path]` keys), so
 * hydration renders exactly the server's markup, images and all, without fetching them again.
 */
export function adoptPrefetchedData(queryClient: QueryClient): void {
  const element = document.getElementById(PREFETCHED_DATA_ID);
  if (!element?.textContent) return;
  const answers: PrefetchedAnswer[] = JSON.parse(element.textContent);
  for (const answer of answers) queryClient.setQueryData([answer.path], answer.data);
}
