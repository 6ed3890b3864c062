import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  INVALID_CREDENTIALS,
  type TAdminLogin,
  type TAdminLoginInput,
  ZAdminLoginSchema,
} from '../../../../shared/admin-auth';
import { signIn } from '../../../../shared/contracts/admin-auth/sign-in';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { dismissToast, toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api';
import { call } from '../../../lib/call';
import { queryClient } from '../../../lib/query-client';
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
  } = useForm<TAdminLoginInput, unknown, TAdminLogin>({
    resolver: zodResolver(ZAdminLoginSchema),
    defaultValues: { username: '', password: '' },
  });

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
      <div className="grid gap-2">
        <Label htmlFor="admin-username" required>
          Username
        </Label>
        <Input
          id="admin-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={errors.username ? true : undefined}
          {...register('username')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="admin-password" required>
          Password
        </Label>
        <Input
          id="admin-password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          {...register('password')}
        />
      </div>
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
