import { Ban } from 'lucide-react';
import { useState } from 'react';
import type { TAccountOrder } from '../../../shared/account-orders';
import { formatDecimalUSD } from '../../../shared/order';
import { Button } from '../../components/ui/button';
import { FormDialog } from '../../components/ui/form-dialog';
import { errorMessage } from '../../lib/api';
import { remainingAmount } from './order-status';
import { useCancelOrder, useRefreshOrder } from './orders-api';

/** Cancel while production has not started: asks first, stating the refund; the page then shows it refunded. */
export function CancelOrderDialog({ order }: { order: TAccountOrder }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(order.id);
  const refresh = useRefreshOrder(order.id);
  const refund = formatDecimalUSD(remainingAmount(order));
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next || !cancel.isError) return;
        // Refused (409: production started meanwhile): the message was read; show the order as it now is.
        cancel.reset();
        void refresh();
      }}
      trigger={
        <Button variant="outline" className="text-red-800">
          <Ban aria-hidden="true" />
          Cancel order
        </Button>
      }
      title={`Cancel order ${order.reference}?`}
      description={
        <>
          Nothing has been written yet. We refund <strong className="text-ink-950">{refund}</strong> in full
          to the card you paid with, and the campaign “{order.name}” is cancelled. This cannot be undone.
        </>
      }
      onSubmit={(event) => {
        event.preventDefault();
        cancel.mutate(undefined, { onSuccess: () => setOpen(false) });
      }}
      submitLabel={`Cancel and refund ${refund}`}
      pendingLabel="Cancelling…"
      pending={cancel.isPending}
      error={cancel.isError ? errorMessage(cancel.error) : null}
      cancelLabel="Keep my order"
      destructive
      alert
    />
  );
}
