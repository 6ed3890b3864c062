import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMe } from '../../../shared/contracts/account/get-me';
import { readSignInLink } from '../../../shared/contracts/account/read-sign-in-link';
import { verifySignIn } from '../../../shared/contracts/account/verify-sign-in';
import { errorStatus } from '../../lib/api';
import { call, keyOf } from '../../lib/call';

/**
 * The address the e-mailed link signs in as. Reading it spends nothing, so the page may ask again; a refusal
 * (used, replaced, other browser) is final, so it is not retried.
 */
export function useSignInLink(token: string) {
  return useQuery({
    queryKey: ['account-sign-in-link', token],
    queryFn: ({ signal }) => call(readSignInLink, { body: { token } }, { signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/**
 * Spends the link (the confirm button), then forgets what was loaded under the previous identity and opens
 * `next`. `switchAccount` confirms replacing another account's session in this browser.
 */
export function useConfirmSignIn(token: string, onSignedIn: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (switchAccount: boolean) => call(verifySignIn, { body: { token, switchAccount } }),
    onSuccess: (me) => {
      client.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/account') });
      client.setQueryData(keyOf(getMe), me);
      onSignedIn();
    },
    onError: (error) => {
      // Another account was signed in after the page loaded: show which one.
      if (errorStatus(error) === 409) void client.invalidateQueries({ queryKey: keyOf(getMe) });
    },
  });
}
