import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useRemoveAccountCard } from './card-api';

/** "Remove this card?": focus starts on Keep card, the safe choice; a failure stays in the dialog. */
export function RemoveCardDialog({
  open,
  onOpenChange,
  cardName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cardName: string;
}) {
  const remove = useRemoveAccountCard();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
      title={`Remove ${cardName}?`}
      description="It will no longer be offered at checkout, and nothing can be charged to it from your account. Orders already paid are not affected."
      confirmLabel="Remove card"
      cancelLabel="Keep card"
      error={
        remove.isError ? errorMessage(remove.error, 'The card could not be removed. Please try again.') : null
      }
      onConfirm={async () => {
        await remove.mutateAsync(undefined);
        toast({ title: 'Card removed', description: `${cardName} is no longer saved.` });
      }}
    />
  );
}
