import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../../../shared/contracts/admin-auth/sign-out';
import { Button } from '../../../components/ui/button';
import { queryClient } from '../../../lib/query-client';
import { adminCall } from '../admin-api';
import { clearAdminToken } from './token-store';

/** Revokes the session on the server, forgets the token and returns to the sign-in page. */
export function SignOutButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onSignOut = async () => {
    setBusy(true);
    try {
      await adminCall(signOut);
    } catch {
      // Signing out locally still protects this browser; an unrevoked token expires by itself.
    }
    clearAdminToken();
    queryClient.removeQueries({ queryKey: ['admin'] });
    navigate('/admin-login', { replace: true });
  };
  return (
    <Button variant="outline" size="sm" onClick={onSignOut} disabled={busy}>
      <LogOut aria-hidden="true" />
      Sign out
    </Button>
  );
}
