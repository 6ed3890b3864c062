import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TAccountOrder } from '../../../shared/account-orders';
import { earliestDeliveryDate } from '../../../shared/delivery-date';
import { Button } from '../../components/ui/button';
import { DeliveryDatePicker } from '../../components/ui/delivery-date-picker';
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
import { useReorder, useSavedLists } from './orders-api';

const SAME_RECIPIENTS = '';

/**
 * Reorder: a new draft with this order's design, message and style, for a new delivery date (the upload
 * step's calendar and rules), to the same recipients or to a saved list; then the customer pays it at checkout.
 */
export function ReorderDialog({ order }: { order: TAccountOrder }) {
  const [open, setOpen] = useState(false);
  const [deliveryDate, setDeliveryDate] = useState<string | null>(null);
  const [listId, setListId] = useState(SAME_RECIPIENTS);
  const [missingDate, setMissingDate] = useState(false);
  const ids = { list: useId(), error: useId() };
  const lists = useSavedLists(open);
  const reorder = useReorder(order.id);
  const navigate = useNavigate();

  const submit = () => {
    if (!deliveryDate) {
      setMissingDate(true);
      return;
    }
    reorder.mutate(
      { deliveryDate, ...(listId ? { savedListId: listId } : {}) },
      { onSuccess: ({ campaignId }) => navigate(`/checkout/${campaignId}`) },
    );
  };
  const problem =
    missingDate && !deliveryDate
      ? 'Choose a delivery date.'
      : reorder.isError
        ? errorMessage(reorder.error)
        : null;
  const recipients = `${order.contactCount.toLocaleString('en-US')} ${order.contactCount === 1 ? 'contact' : 'contacts'}`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reorder.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <RotateCcw aria-hidden="true" />
          Reorder
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Order these cards again</DialogTitle>
          <DialogDescription>
            The same design, message and handwriting as {order.reference}. Choose when they should arrive; you
            review the price and pay at checkout.
          </DialogDescription>
        </DialogHeader>
        <DeliveryDatePicker
          value={deliveryDate}
          earliest={earliestDeliveryDate(new Date())}
          onChange={(date) => {
            setDeliveryDate(date);
            setMissingDate(false);
          }}
        />
        <div className="grid gap-2">
          <label htmlFor={ids.list} className="text-sm font-medium text-ink-900">
            Send to
          </label>
          <select
            id={ids.list}
            value={listId}
            onChange={(e) => setListId(e.target.value)}
            className="h-11 w-full rounded-lg border border-line-strong bg-white px-3 text-base text-ink-950"
          >
            <option value={SAME_RECIPIENTS}>The same recipients ({recipients})</option>
            {lists.data?.lists.map((list) => (
              <option key={list.id} value={list.id}>
                Saved list: {list.name} ({list.contactCount.toLocaleString('en-US')} contacts)
              </option>
            ))}
          </select>
          {lists.isError ? (
            <FieldMessage tone="hint">
              Your saved lists could not be loaded; the same recipients are used.
            </FieldMessage>
          ) : null}
        </div>
        {problem ? (
          <FieldMessage id={ids.error} role="alert">
            {problem}
          </FieldMessage>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={reorder.isPending || reorder.isSuccess}>
            {reorder.isPending || reorder.isSuccess ? 'Preparing checkout…' : 'Continue to checkout'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
