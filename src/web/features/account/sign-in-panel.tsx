import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { requestSignIn } from '../../../shared/contracts/account/request-sign-in';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { FieldMessage, Label } from '../../components/ui/label';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/call';
import { useContractForm } from '../../lib/use-contract-form';

/**
 * "Sign in with your e-mail": no password, a single-use link. `?email=` (from "Track this order") fills
 * the address in. The answer is the same whether or not an account exists.
 */
export function SignInPanel() {
  const [params] = useSearchParams();
  const ids = { email: useId(), error: useId() };
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (input: { email: string }) => call(requestSignIn, { body: input }),
    onSuccess: (_, input) => setSentTo(input.email),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm(requestSignIn, { defaultValues: { email: params.get('email') ?? '' } });

  if (sentTo) {
    return (
      <Card className="mx-auto max-w-md">
        <CardContent className="flex flex-col items-center gap-3 text-center" role="status">
          <MailCheck aria-hidden="true" className="h-10 w-10 text-accent-600" />
          <h2 className="text-xl font-semibold text-ink-950">Check your inbox</h2>
          <p className="text-sm text-muted">
            We sent a sign-in link to <strong className="break-all text-ink-900">{sentTo}</strong>. Open it in
            this browser: it works only here, once, for 15 minutes. You can close this tab.
          </p>
          <Button variant="ghost" onClick={() => setSentTo(null)}>
            Use another address
          </Button>
        </CardContent>
      </Card>
    );
  }

  const problem = errors.email?.message ?? (send.isError ? errorMessage(send.error) : undefined);
  return (
    <Card className="mx-auto max-w-md">
      <CardContent>
        <h2 className="text-xl font-semibold text-ink-950">Sign in</h2>
        <p className="mt-1 text-sm text-muted">
          Track your orders, reorder in a minute and keep your lists. No password: we e-mail you a link.
        </p>
        <form noValidate className="mt-5 grid gap-3" onSubmit={handleSubmit((values) => send.mutate(values))}>
          <Label htmlFor={ids.email} required>
            E-mail address
          </Label>
          <Input
            id={ids.email}
            type="email"
            autoComplete="email"
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.error : undefined}
            {...register('email')}
          />
          {problem ? (
            <FieldMessage id={ids.error} role="alert">
              {problem}
            </FieldMessage>
          ) : null}
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'E-mail me a sign-in link'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
