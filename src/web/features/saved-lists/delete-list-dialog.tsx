import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { contactsLabel } from './list-labels';
import { useDeleteSavedList } from './saved-lists-api';

/** "Delete this list?" with what it removes and what it keeps; `onDeleted` runs after the toast. */
export function DeleteListDialog({
  list,
  open,
  onOpenChange,
  onDeleted,
}: {
  list: { id: string; name: string; contactCount: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteSavedList();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) remove.reset();
      }}
      title={`Delete "${list.name}"?`}
      description={`Its ${contactsLabel(list.contactCount)} are removed from your account. Orders already placed keep their recipients.`}
      confirmLabel="Delete list"
      error={remove.isError ? errorMessage(remove.error) : null}
      onConfirm={async () => {
        await remove.mutateAsync(list.id);
        toast({ title: 'List deleted', description: `"${list.name}" was deleted.` });
        onDeleted?.();
      }}
    />
  );
}
