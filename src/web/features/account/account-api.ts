import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMe } from '../../../shared/contracts/account/get-me';
import { signOutAccount } from '../../../shared/contracts/account/sign-out';
import { signOutEverywhere } from '../../../shared/contracts/account/sign-out-everywhere';
import { errorStatus } from '../../lib/api';
import { call, keyOf } from '../../lib/call';

/** The signed-in customer, or null when signed out (401); other failures stay errors. */
export function useMe() {
  return useQuery({
    queryKey: keyOf(getMe),
    queryFn: async ({ signal }) => {
      try {
        return await call(getMe, undefined, { signal });
      } catch (error) {
        if (errorStatus(error) === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** Signs out (this browser, or with `everywhere` every browser) and forgets what the account's pages had loaded. */
export function useSignOut({ everywhere = false }: { everywhere?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(everywhere ? signOutEverywhere : signOutAccount),
    onSuccess: () => {
      client.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/account') });
      client.setQueryData(keyOf(getMe), null);
    },
  });
}
