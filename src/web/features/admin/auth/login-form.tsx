import { LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { dismissToast, toast } from '../../../components/ui/toast';
import { queryClient } from '../../../lib/query-client';
import { setAdminToken } from './token-store';

interface LoginAnswer {
  success?: boolean;
  token?: string;
  message?: string;
}

async function readAnswer(res: Response): Promise<LoginAnswer> {
  try {
    return (await res.json()) as LoginAnswer;
  } catch {
    return {};
  }
}

/** /admin-login: username + password (back-office.md §2, §8). */
export function LoginForm() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    let res: Response;
    try {
      res = await fetch('/api/admin/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ username, password }),
      });
    } catch {
      setBusy(false);
      toast({
        variant: 'destructive',
        title: 'Login Error',
        description: 'Unable to connect to the server. Please try again.',
      });
      return;
    }
    const answer = await readAnswer(res);
    if (res.ok && answer.success !== false && answer.token) {
      dismissToast();
      // A new session never shows what an earlier (expired) one had loaded.
      queryClient.removeQueries({ queryKey: ['admin'] });
      setAdminToken(answer.token);
      navigate('/admin', { replace: true });
      return;
    }
    setBusy(false);
    const message = answer.message?.trim() || 'Invalid credentials';
    // The lockout (429) stays on the page: it tells the admin how long to wait.
    setProblem(message);
    toast({ variant: 'destructive', title: 'Login Failed', description: message });
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-5"
      noValidate
      aria-describedby={problem ? 'login-problem' : undefined}
    >
      <div className="grid gap-2">
        <Label htmlFor="admin-username" required>
          Username
        </Label>
        <Input
          id="admin-username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="admin-password" required>
          Password
        </Label>
        <Input
          id="admin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {problem ? (
        <p
          id="login-problem"
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm text-red-800"
        >
          {problem}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <Spinner label={null} className="size-5" /> : <LogIn aria-hidden="true" />}
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
