import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api';

/** `['/api/campaigns', id]` → `/api/campaigns/{id}`: the string and number parts of the key, joined. */
function queryKeyToUrl(queryKey: readonly unknown[]): string {
  return queryKey
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .map(String)
    .join('/');
}

/** GETs the URL the query key names (public-site.md §7: "GET with the first key element as URL"). */
const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) =>
  (await apiRequest('GET', queryKeyToUrl(queryKey), undefined, { signal })).json();

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
