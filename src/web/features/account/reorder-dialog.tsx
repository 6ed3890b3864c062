import { RotateCcw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TAccountOrder } from '../../../shared/account-orders';
import { reorderAccountOrder } from '../../../shared/contracts/account/reorder-account-order';
import { earliestDeliveryDate } from '../../../shared/delivery-date';
import { Button } from '../../components/ui/button';
import { DeliveryDatePicker } from '../../components/ui/delivery-date-picker';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { Select } from '../../components/ui/select';
import { errorMessage } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { useReorder, useSavedLists } from './orders-api';

/** The Send to choice that keeps the order's own recipients (a saved list's id otherwise). */
const SAME_RECIPIENTS = 'same';

/**
 * Reorder: a new draft with this order's design, message and style, for a new delivery date (the upload
 * step's calendar and rules), to the same recipients or to a saved list; then the customer pays it at checkout.
 */
export function ReorderDialog({ order }: { order: TAccountOrder }) {
  const [open, setOpen] = useState(false);
  const lists = useSavedLists(open);
  const reorder = useReorder(order.id);
  const navigate = useNavigate();
  const form = useContractForm(reorderAccountOrder, { defaultValues: { savedListId: undefined } });
  const deliveryDate = form.watch('deliveryDate');
  const listId = form.watch('savedListId') ?? SAME_RECIPIENTS;
  const recipients = `${order.contactCount.toLocaleString('en-US')} ${order.contactCount === 1 ? 'contact' : 'contacts'}`;
  const options = [
    { value: SAME_RECIPIENTS, label: `The same recipients (${recipients})` },
    ...(lists.data?.lists ?? []).map((list) => ({
      value: list.id,
      label: `Saved list: ${list.name} (${list.contactCount.toLocaleString('en-US')} contacts)`,
    })),
  ];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.getValues('deliveryDate')) {
      event.preventDefault();
      form.setError('deliveryDate', { message: 'Choose a delivery date.' });
      return;
    }
    void form.handleSubmit((body) =>
      reorder.mutate(body, { onSuccess: ({ campaignId }) => navigate(`/checkout/${campaignId}`) }),
    )(event);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reorder.reset();
      }}
      trigger={
        <Button>
          <RotateCcw aria-hidden="true" />
          Reorder
        </Button>
      }
      className="sm:max-w-md"
      title="Order these cards again"
      description={`The same design, message and handwriting as ${order.reference}. Choose when they should arrive; you review the price and pay at checkout.`}
      onSubmit={submit}
      submitLabel="Continue to checkout"
      pendingLabel="Preparing checkout…"
      pending={reorder.isPending || reorder.isSuccess}
      error={
        form.formState.errors.deliveryDate?.message ?? (reorder.isError ? errorMessage(reorder.error) : null)
      }
    >
      <DeliveryDatePicker
        value={deliveryDate ?? null}
        earliest={earliestDeliveryDate(new Date())}
        onChange={(date) => {
          form.setValue('deliveryDate', date ?? '');
          form.clearErrors('deliveryDate');
        }}
      />
      <Field
        label="Send to"
        description={
          lists.isError ? 'Your saved lists could not be loaded; the same recipients are used.' : undefined
        }
      >
        {(control) => (
          <Select
            {...control}
            value={listId}
            options={options}
            onValueChange={(value) =>
              form.setValue('savedListId', value === SAME_RECIPIENTS ? undefined : value)
            }
          />
        )}
      </Field>
    </FormDialog>
  );
}
