import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useSignOut } from './account-api';

/**
 * "Sign out everywhere": ends the account's sessions in every browser (a lost phone, a shared computer),
 * this one included, after a confirmation. The account page then asks for a new sign-in link.
 */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const signOut = useSignOut({ everywhere: true });
  const navigate = useNavigate();
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) signOut.reset();
        }}
        title="Sign out everywhere?"
        description="Every browser and device signed in to your account is signed out, this one included. To come back, ask for a new sign-in link."
        confirmLabel="Sign out everywhere"
        cancelLabel="Stay signed in"
        error={
          signOut.isError ? errorMessage(signOut.error, 'We could not sign you out. Please try again.') : null
        }
        onConfirm={async () => {
          await signOut.mutateAsync();
          navigate('/account');
          toast({ title: 'Signed out everywhere', description: 'Every session of your account has ended.' });
        }}
      />
    </>
  );
}
