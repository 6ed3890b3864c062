import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SIGN_IN_LINK_INVALID } from '../../../shared/account';
import { getMe } from '../../../shared/contracts/account/get-me';
import { verifySignIn } from '../../../shared/contracts/account/verify-sign-in';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage, errorStatus } from '../../lib/api';
import { call, keyOf } from '../../lib/call';
import { safeNext } from './safe-next';
import { SignInPanel } from './sign-in-panel';

/**
 * Spends the link's token once. The token is single use, so the call is a query keyed by the token: React's
 * StrictMode double effects and re-renders share the one request instead of sending a second that would fail.
 */
function useVerifiedToken(token: string) {
  return useQuery({
    queryKey: ['account-verify', token],
    queryFn: () => call(verifySignIn, { body: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** /account/verify?token=…: signs in from the e-mailed link, then opens the account (or `?next=`). */
export function VerifySignIn() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const next = safeNext(params.get('next'));
  const verified = useVerifiedToken(token);
  const client = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (!verified.data) return;
    // Whatever was loaded while signed out (a 401 "me") is stale now.
    client.removeQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/account') });
    client.setQueryData(keyOf(getMe), verified.data);
    navigate(next, { replace: true });
  }, [verified.data, client, navigate, next]);

  const status = errorStatus(verified.error);
  const linkUnusable = token === '' || status === 400;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-14 sm:px-6">
      <h1 className="text-center text-3xl font-semibold tracking-tight text-ink-950">Signing in</h1>
      {linkUnusable ? (
        <>
          <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {token === '' ? SIGN_IN_LINK_INVALID : errorMessage(verified.error, SIGN_IN_LINK_INVALID)}
          </p>
          <SignInPanel />
        </>
      ) : verified.isError ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 text-center">
            <p role="alert" className="text-sm text-red-700">
              {status === 429
                ? errorMessage(verified.error)
                : 'We could not sign you in. Please check your connection and try again.'}
            </p>
            <Button onClick={() => void verified.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 text-center">
            <Spinner label={null} className="size-8 text-accent-700" />
            <p role="status" className="text-sm text-muted">
              {verified.data ? 'Signed in. Opening your account…' : 'Checking your sign-in link…'}
            </p>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
