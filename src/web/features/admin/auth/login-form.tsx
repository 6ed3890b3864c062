import { LogIn } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { INVALID_CREDENTIALS, type TAdminLogin, type TAdminLoginInput } from '../../../../shared/admin-auth';
import { signIn } from '../../../../shared/contracts/admin-auth/sign-in';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { dismissToast, toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { call } from '../../../lib/call';
import { queryClient } from '../../../lib/query-client';
import { useContractForm } from '../../../lib/use-contract-form';
import { setAdminToken, signedOutReason } from './token-store';

const PROBLEM_ID = 'login-problem';

/** /admin-login: username + password (back-office.md §2, §8), checked with the server's own schema first. */
export function LoginForm() {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  // Sent back here by a 401: say why (e.g. the session expired unused), until a new sign-in.
  const [ended] = useState(signedOutReason);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useContractForm(signIn, { defaultValues: { username: '', password: '' } });

  /** Failures stay on the page (a lockout tells the admin how long to wait) and in a 'Login Failed' toast. */
  const fail = (message: string) => {
    setProblem(message);
    toast({ variant: 'destructive', title: 'Login Failed', description: message });
  };

  const onValid = async (credentials: TAdminLogin) => {
    setProblem(null);
    try {
      const { token } = await call(signIn, { body: credentials });
      dismissToast();
      // A new session never shows what an earlier (expired) one had loaded.
      queryClient.removeQueries({ queryKey: ['admin'] });
      setAdminToken(token);
      navigate('/admin', { replace: true });
    } catch (err) {
      if (err instanceof ApiError) return fail(errorMessage(err, INVALID_CREDENTIALS));
      toast({
        variant: 'destructive',
        title: 'Login Error',
        description: 'Unable to connect to the server. Please try again.',
      });
    }
  };

  const onInvalid = (invalid: FieldErrors<TAdminLoginInput>) =>
    fail(invalid.username?.message ?? invalid.password?.message ?? INVALID_CREDENTIALS);

  const describedBy = problem ? PROBLEM_ID : undefined;
  return (
    <form
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="grid gap-5"
      noValidate
      aria-describedby={describedBy}
    >
      {ended && !problem ? (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900"
        >
          {ended}
        </p>
      ) : null}
      {/* The one problem shows below, for the form; a field only says it is at fault. */}
      <Field id="admin-username" label="Username" required>
        {(control) => (
          <Input
            {...control}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={errors.username ? true : undefined}
            {...register('username')}
          />
        )}
      </Field>
      <Field id="admin-password" label="Password" required>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            {...register('password')}
          />
        )}
      </Field>
      {problem ? (
        <p
          id={PROBLEM_ID}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800"
        >
          {problem}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <Spinner label={null} className="size-5" /> : <LogIn aria-hidden="true" />}
        {isSubmitting ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
