import { Ban } from 'lucide-react';
import { useState } from 'react';
import type { TAccountOrder } from '../../../shared/account-orders';
import { formatDecimalUSD } from '../../../shared/order';
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
import { FieldMessage } from '../../components/ui/label';
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next || !cancel.isError) return;
        // Refused (409: production started meanwhile): the message was read; show the order as it now is.
        cancel.reset();
        void refresh();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" className="text-red-800">
          <Ban aria-hidden="true" />
          Cancel order
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Cancel order {order.reference}?</DialogTitle>
          <DialogDescription>
            Nothing has been written yet. We refund <strong className="text-ink-950">{refund}</strong> in full
            to the card you paid with, and the campaign “{order.name}” is cancelled. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {cancel.isError ? <FieldMessage role="alert">{errorMessage(cancel.error)}</FieldMessage> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep my order
          </Button>
          <Button
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
          >
            {cancel.isPending ? 'Cancelling…' : `Cancel and refund ${refund}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
