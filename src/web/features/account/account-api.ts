import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/account';
import { getMe } from '../../../shared/contracts/account/get-me';
import { signOutAccount } from '../../../shared/contracts/account/sign-out';
import { signOutEverywhere } from '../../../shared/contracts/account/sign-out-everywhere';
import { errorStatus } from '../../lib/api';
import { call, keyOf } from '../../lib/call';

const HINT = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT_COOKIE}=`);

/** Whether this browser was signed in (the session cookie itself is httpOnly; its hint is not). */
function mayBeSignedIn(): boolean {
  return typeof document === 'undefined' || HINT.test(document.cookie);
}

/** A hint outliving its session (signed out everywhere, expired): forget it, so the next page asks nothing. */
function forgetHint(): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and an empty value; Cookie Store is not in every browser we serve
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/`;
}

/**
 * The signed-in customer, or null when signed out; other failures stay errors. A guest's browser (no hint
 * cookie) is not asked about at all, so guest pages make no request that answers 401.
 */
export function useMe() {
  return useQuery({
    queryKey: keyOf(getMe),
    queryFn: async ({ signal }) => {
      if (!mayBeSignedIn()) return null;
      try {
        return await call(getMe, undefined, { signal });
      } catch (error) {
        if (errorStatus(error) === 401) {
          forgetHint();
          return null;
        }
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
