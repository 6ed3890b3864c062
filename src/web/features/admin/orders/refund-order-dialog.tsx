import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { TAdminOrder } from '../../../../shared/admin-orders';
import { listAdminCampaigns } from '../../../../shared/contracts/admin-campaigns/list-admin-campaigns';
import { listCampaignHistory } from '../../../../shared/contracts/admin-campaigns/list-campaign-history';
import { listAdminOrders } from '../../../../shared/contracts/admin-orders/list-admin-orders';
import { refundAdminOrder } from '../../../../shared/contracts/admin-orders/refund-order';
import { getAdminStats } from '../../../../shared/contracts/dashboard/get-admin-stats';
import { centsToDecimal, decimalToCents, formatUSD } from '../../../../shared/money';
import { type TAdminRefund, tooMuch } from '../../../../shared/refunds';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useContractForm } from '../../../lib/use-contract-form';
import { adminCall, adminKeyOf, replaceCachedRow } from '../admin-api';

const cents = (decimal: string) => decimalToCents(decimal) ?? 0;

/**
 * Refunds from the back office (issue 12 §3): part or all of what a card order has left, with a reason,
 * through the provider that took the payment. The customer is e-mailed, so the amount is confirmed first.
 */
export function RefundOrderButton({ order }: { order: TAdminOrder }) {
  const [open, setOpen] = useState(false);
  if (!order.refundable) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden />
        Refund…
        <span className="sr-only">order {order.reference}</span>
      </Button>
      {open ? <RefundDialog order={order} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function RefundDialog({ order, onClose }: { order: TAdminOrder; onClose: () => void }) {
  const remaining = cents(order.amount) - cents(order.refunded);
  const refund = useRefund(order, onClose);
  const form = useContractForm(refundAdminOrder, {
    defaultValues: { amount: centsToDecimal(remaining), reason: '' },
    check: ({ amount }, ctx) => {
      if (cents(amount) > remaining) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: tooMuch(centsToDecimal(remaining)) });
      }
    },
  });
  const { errors } = form.formState;
  const typed = decimalToCents(form.watch('amount') ?? '');

  return (
    <FormDialog
      open
      onOpenChange={(next) => !next && onClose()}
      className="max-w-md"
      title={`Refund order ${order.reference}`}
      description={
        <>
          Paid {formatUSD(cents(order.amount))}
          {cents(order.refunded) > 0 ? `, refunded so far ${formatUSD(cents(order.refunded))}` : ''}; up to{' '}
          {formatUSD(remaining)} can be refunded to the card. The customer ({order.customerEmail}) is e-mailed
          the amount and the reason.
        </>
      }
      onSubmit={form.handleSubmit((body) => refund.mutate(body))}
      submitLabel={`Refund ${typed !== null && typed > 0 ? formatUSD(typed) : ''}`}
      pending={refund.isPending}
      error={refund.isError ? errorMessage(refund.error) : null}
      destructive
    >
      <Field label="Amount (USD)" required error={errors.amount}>
        {(control) => (
          <Input inputMode="decimal" autoComplete="off" {...control} {...form.register('amount')} />
        )}
      </Field>
      <Field label="Reason" required error={errors.reason}>
        {(control) => (
          <Textarea
            rows={3}
            maxLength={500}
            placeholder="e.g. Two recipients were duplicates"
            {...control}
            {...form.register('reason')}
          />
        )}
      </Field>
    </FormDialog>
  );
}

function useRefund(order: TAdminOrder, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminRefund) => adminCall(refundAdminOrder, { params: { id: order.id }, body }),
    onSuccess: (updated) => {
      replaceCachedRow(queryClient, listAdminOrders, updated);
      // Revenue counts paid orders; a campaign's history shows the refund.
      for (const contract of [listAdminOrders, listAdminCampaigns, listCampaignHistory, getAdminStats]) {
        void queryClient.invalidateQueries({ queryKey: adminKeyOf(contract) });
      }
      toast({
        title: 'Refund made',
        description: `Order ${updated.reference}: ${formatUSD(cents(updated.refunded))} refunded in all${updated.status === 'refunded' ? ', nothing left to refund' : ''}.`,
      });
      onDone();
    },
  });
}
