import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmsEmail } from '../../../shared/account-data';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { FieldMessage, Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useDeleteAccount } from './account-data-api';

/**
 * Deleting the account: the customer types their sign-in address to arm the button (the server checks it
 * again). On success the home page opens with a toast; a refusal (an order in flight) is shown in the dialog.
 */
export function DeleteAccountDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const matches = confirmsEmail(typed, email);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setTyped('');
      remove.reset();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || remove.isPending) return;
    remove.mutate(
      { confirm: typed },
      {
        onSuccess: () => {
          navigate('/');
          toast({
            title: 'Your account was deleted',
            description:
              'Your lists, card and contacts are gone. Paid orders are kept for our records without your details.',
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">Delete my account</Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              This cannot be undone. Your saved lists, card on file and every contact are removed, and you are
              signed out everywhere. Paid orders stay in our accounts with your e-mail, names and messages
              removed.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>
              Type <span className="break-all font-semibold">{email}</span> to confirm
            </Label>
            <Input
              id={inputId}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              aria-invalid={remove.isError || undefined}
              aria-describedby={remove.isError ? errorId : undefined}
            />
            {remove.isError ? (
              <FieldMessage id={errorId} role="alert">
                {errorMessage(remove.error, 'We could not delete your account. Please try again.')}
              </FieldMessage>
            ) : null}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Keep my account
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete my account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
