import { LogIn, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SIGN_IN_LINK_INVALID } from '../../../shared/account';
import { Button, LinkButton } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage, errorStatus } from '../../lib/api';
import { useMe } from './account-api';
import { BreakableEmail } from './breakable-email';
import { safeNext } from './safe-next';
import { useConfirmSignIn, useSignInLink } from './sign-in-link-api';
import { SignInPanel } from './sign-in-panel';

/** Refusals a new link fixes: used, replaced or expired (400), or opened in another browser (403). */
const needsNewLink = (error: unknown) => [400, 403].includes(errorStatus(error) ?? 0);

/** The wide confirm button: the address may be long, so the label wraps instead of overflowing a phone. */
const WIDE_BUTTON = 'h-auto! min-h-11 w-full whitespace-normal! py-2.5 text-center';

/**
 * /account/verify?token=…: opening the e-mailed link spends nothing. The page names the address the link
 * is for and signs in only when the customer presses the button (a POST); another account signed in here
 * is replaced only on an explicit confirmation. Then the account (or `?next=`) opens.
 */
export function VerifySignIn() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const link = useSignInLink(token);
  const me = useMe();
  const confirm = useConfirmSignIn(token, () => navigate(next, { replace: true }));

  let body: ReactNode;
  if (token === '') {
    body = <NewLinkNeeded message={SIGN_IN_LINK_INVALID} />;
  } else if (link.isError && needsNewLink(link.error)) {
    body = <NewLinkNeeded message={errorMessage(link.error, SIGN_IN_LINK_INVALID)} />;
  } else if (confirm.isError && needsNewLink(confirm.error)) {
    body = <NewLinkNeeded message={errorMessage(confirm.error, SIGN_IN_LINK_INVALID)} />;
  } else if (link.isError) {
    body = <CouldNotCheck error={link.error} onRetry={() => void link.refetch()} />;
  } else if (link.isPending || me.isPending || confirm.isSuccess) {
    body = (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 text-center">
          <Spinner label={null} className="size-8 text-accent-700" />
          <p role="status" className="text-sm text-muted">
            {confirm.isSuccess ? 'Signed in. Opening your account…' : 'Checking your sign-in link…'}
          </p>
        </CardContent>
      </Card>
    );
  } else {
    const email = link.data.email;
    const current = me.data?.email;
    // The server refuses a silent swap too (409); its answer shows the same choice.
    const otherAccount =
      (current && current !== email) || errorStatus(confirm.error) === 409 ? (current ?? null) : undefined;
    body =
      otherAccount !== undefined ? (
        <SwitchAccount
          email={email}
          current={otherAccount}
          serverMessage={errorStatus(confirm.error) === 409 ? errorMessage(confirm.error) : undefined}
          busy={confirm.isPending}
          error={confirm.isError && errorStatus(confirm.error) !== 409 ? confirm.error : undefined}
          onConfirm={() => confirm.mutate(true)}
        />
      ) : (
        <ConfirmSignIn
          email={email}
          busy={confirm.isPending}
          error={confirm.isError ? confirm.error : undefined}
          onConfirm={() => confirm.mutate(false)}
        />
      );
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-14 sm:px-6">
      <h1 className="text-center text-3xl font-semibold tracking-tight text-ink-950">Sign in</h1>
      {body}
    </div>
  );
}

function NewLinkNeeded({ message }: { message: string }) {
  return (
    <>
      <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {message}
      </p>
      <SignInPanel />
    </>
  );
}

function CouldNotCheck({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 text-center">
        <p role="alert" className="text-sm text-red-700">
          {errorStatus(error) === 429
            ? errorMessage(error)
            : 'We could not check your sign-in link. Please check your connection and try again.'}
        </p>
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}

function Failure({ error }: { error: unknown }) {
  return (
    <p role="alert" className="text-sm text-red-700">
      {errorMessage(error, 'We could not sign you in. Please check your connection and try again.')}
    </p>
  );
}

/** A button's "<label> <address>", wrapping before the address's "@" on a phone. */
function ButtonText({ busy, label, email }: { busy: boolean; label: string; email: string }) {
  if (busy) return <span>Signing in…</span>;
  return (
    <span className="wrap-break-word">
      {label} <BreakableEmail email={email} />
    </span>
  );
}

/** The one action of the page: spend the link for the address it names. */
function ConfirmSignIn(props: { email: string; busy: boolean; error: unknown; onConfirm: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 text-center">
        <p className="text-sm text-muted">
          This link signs you in to Quillpost as{' '}
          <strong className="wrap-break-word text-ink-900">
            <BreakableEmail email={props.email} />
          </strong>
          .
        </p>
        <Button size="lg" className={WIDE_BUTTON} disabled={props.busy} onClick={props.onConfirm}>
          {props.busy ? <Spinner label={null} /> : <LogIn aria-hidden="true" />}
          <ButtonText busy={props.busy} label="Sign in as" email={props.email} />
        </Button>
        {props.error ? <Failure error={props.error} /> : null}
        <p className="text-xs text-muted">
          Didn’t ask to sign in? Close this page: nothing happens unless you press the button.
        </p>
      </CardContent>
    </Card>
  );
}

/** Another account is signed in here: say so, and replace it only when the customer says so. */
function SwitchAccount(props: {
  email: string;
  /** null when only the server knew: its 409 message names the account. */
  current: string | null;
  serverMessage: string | undefined;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <div role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {props.current ? (
            <>
              You are signed in as{' '}
              <strong className="wrap-break-word">
                <BreakableEmail email={props.current} />
              </strong>
              . Signing in as{' '}
              <strong className="wrap-break-word">
                <BreakableEmail email={props.email} />
              </strong>{' '}
              signs that account out in this browser.
            </>
          ) : (
            (props.serverMessage ?? 'Another account is signed in in this browser.')
          )}
        </div>
        <Button size="lg" className={WIDE_BUTTON} disabled={props.busy} onClick={props.onConfirm}>
          {props.busy ? <Spinner label={null} /> : <LogIn aria-hidden="true" />}
          <ButtonText busy={props.busy} label="Sign out and sign in as" email={props.email} />
        </Button>
        {props.error ? <Failure error={props.error} /> : null}
        <LinkButton to="/account" variant="outline" size="lg" className={WIDE_BUTTON}>
          {props.current ? (
            <ButtonText busy={false} label="Stay signed in as" email={props.current} />
          ) : (
            'Keep the current account'
          )}
        </LinkButton>
      </CardContent>
    </Card>
  );
}
