import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { clearAdminToken, getAdminToken } from './token-store';

/** Revokes the session on the server, forgets the token and returns to the sign-in page. */
export function SignOutButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    const token = getAdminToken();
    try {
      if (token) await apiRequest('POST', '/api/admin/logout', undefined, { token });
    } catch {
      // Signing out locally still protects this browser; an unrevoked token expires by itself.
    }
    clearAdminToken();
    queryClient.removeQueries({ queryKey: ['admin'] });
    navigate('/admin-login', { replace: true });
  };
  return (
    <Button variant="outline" size="sm" onClick={signOut} disabled={busy}>
      <LogOut aria-hidden="true" />
      Sign out
    </Button>
  );
}
