import { useEffect } from 'react';
import { renameSavedList } from '../../../shared/contracts/account-lists/rename-saved-list';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { useRenameSavedList } from './saved-lists-api';

/** Renames a saved list; the name is checked by the server's own schema before it is sent. */
export function RenameListDialog({
  list,
  open,
  onOpenChange,
}: {
  list: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const rename = useRenameSavedList();
  const form = useContractForm(renameSavedList, { defaultValues: { name: list.name } });
  const { errors } = form.formState;
  const { reset } = form;
  const resetRename = rename.reset;

  useEffect(() => {
    if (open) {
      reset({ name: list.name });
      resetRename();
    }
  }, [open, list.name, reset, resetRename]);

  const submit = form.handleSubmit(({ name }) =>
    rename.mutate(
      { id: list.id, name },
      {
        onSuccess: (renamed) => {
          onOpenChange(false);
          toast({ title: 'List renamed', description: `It is now called "${renamed.name}".` });
        },
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Rename list"
      description="The name you see when you choose a list for a campaign."
      onSubmit={submit}
      submitLabel="Save name"
      pendingLabel="Saving…"
      pending={rename.isPending}
      error={rename.isError ? errorMessage(rename.error) : null}
    >
      <Field label="List name" required error={errors.name}>
        {(control) => <Input maxLength={120} {...control} {...form.register('name')} />}
      </Field>
    </FormDialog>
  );
}
