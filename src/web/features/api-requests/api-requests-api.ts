import { useQuery } from '@tanstack/react-query';
import type { ApiKeyMode } from '../../../shared/api-keys';
import { listApiRequests } from '../../../shared/contracts/account-api-keys/list-api-requests';
import { queryFor } from '../../lib/call';

/**
 * The account's latest /v1 requests in one mode. Unlike most of the site's data it changes behind the page's
 * back (the customer's scripts call the API), so it is fetched again whenever it is shown or the tab regains
 * focus.
 */
export function useApiRequests(mode: ApiKeyMode) {
  return useQuery({
    ...queryFor(listApiRequests, { query: { mode } }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
