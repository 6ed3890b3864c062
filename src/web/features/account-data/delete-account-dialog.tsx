import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmsEmail } from '../../../shared/account-data';
import { deleteAccount } from '../../../shared/contracts/account-data/delete-account';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { useDeleteAccount } from './account-data-api';

/**
 * Deleting the account: the customer types their sign-in address to arm the button (the server checks it
 * again). On success the home page opens with a toast; a refusal (an order in flight) is shown in the dialog.
 */
export function DeleteAccountDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const form = useContractForm(deleteAccount, { defaultValues: { confirm: '' } });
  const matches = confirmsEmail(form.watch('confirm') ?? '', email);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      remove.reset();
    }
  };

  const submit = form.handleSubmit((body) => {
    if (!confirmsEmail(body.confirm, email) || remove.isPending) return;
    remove.mutate(body, {
      onSuccess: () => {
        navigate('/');
        toast({
          title: 'Your account was deleted',
          description:
            'Your lists, card and contacts are gone. Paid orders are kept for our records without your details.',
        });
      },
    });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button variant="destructive">Delete my account</Button>}
      title="Delete your account?"
      description="This cannot be undone. Your saved lists, card on file and every contact are removed, and you are signed out everywhere. Paid orders stay in our accounts with your e-mail, names and messages removed."
      onSubmit={submit}
      submitLabel="Delete my account"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      canSubmit={matches}
      cancelLabel="Keep my account"
      destructive
      error={
        remove.isError
          ? errorMessage(remove.error, 'We could not delete your account. Please try again.')
          : null
      }
    >
      <Field
        label={
          <>
            Type <span className="break-all font-semibold">{email}</span> to confirm
          </>
        }
        error={form.formState.errors.confirm}
      >
        {(control) => (
          <Input
            type="email"
            autoComplete="off"
            spellCheck={false}
            {...control}
            {...form.register('confirm')}
          />
        )}
      </Field>
    </FormDialog>
  );
}
