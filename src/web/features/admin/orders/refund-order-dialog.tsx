import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { TAdminOrder } from '../../../../shared/admin-orders';
import { listAdminCampaigns } from '../../../../shared/contracts/admin-campaigns/list-admin-campaigns';
import { listCampaignHistory } from '../../../../shared/contracts/admin-campaigns/list-campaign-history';
import { listAdminOrders } from '../../../../shared/contracts/admin-orders/list-admin-orders';
import { refundAdminOrder } from '../../../../shared/contracts/admin-orders/refund-order';
import { getAdminStats } from '../../../../shared/contracts/dashboard/get-admin-stats';
import { isKeyOf } from '../../../../shared/guards';
import { centsToDecimal, decimalToCents, formatUSD } from '../../../../shared/money';
import { type TAdminRefund, tooMuch, ZAdminRefundSchema } from '../../../../shared/refunds';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { FieldMessage, Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { adminCall, adminKeyOf, replaceCachedRow } from '../admin-api';
import { FormProblem } from '../ui/form-problem';

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
  const id = useId();
  const remaining = cents(order.amount) - cents(order.refunded);
  const [amount, setAmount] = useState(centsToDecimal(remaining));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Partial<Record<keyof TAdminRefund, string>>>({});
  const refund = useRefund(order, onClose);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZAdminRefundSchema.safeParse({ amount, reason });
    const found: typeof problems = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field !== undefined && isKeyOf(ZAdminRefundSchema.shape, field)) found[field] ??= issue.message;
      }
    } else if (cents(parsed.data.amount) > remaining) {
      found.amount = tooMuch(centsToDecimal(remaining));
    }
    setProblems(found);
    if (parsed.success && Object.keys(found).length === 0) refund.mutate(parsed.data);
  };

  const busy = refund.isPending;
  const typed = decimalToCents(amount);
  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent className="max-w-md">
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>Refund order {order.reference}</DialogTitle>
            <DialogDescription>
              Paid {formatUSD(cents(order.amount))}
              {cents(order.refunded) > 0 ? `, refunded so far ${formatUSD(cents(order.refunded))}` : ''}; up
              to {formatUSD(remaining)} can be refunded to the card. The customer ({order.customerEmail}) is
              e-mailed the amount and the reason.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-amount`} required>
              Amount (USD)
            </Label>
            <Input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              required
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={problems.amount ? true : undefined}
              aria-describedby={problems.amount ? `${id}-amount-problem` : undefined}
            />
            {problems.amount ? (
              <FieldMessage id={`${id}-amount-problem`}>{problems.amount}</FieldMessage>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-reason`} required>
              Reason
            </Label>
            <Textarea
              id={`${id}-reason`}
              rows={3}
              required
              maxLength={500}
              placeholder="e.g. Two recipients were duplicates"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={problems.reason ? true : undefined}
              aria-describedby={problems.reason ? `${id}-reason-problem` : undefined}
            />
            {problems.reason ? (
              <FieldMessage id={`${id}-reason-problem`}>{problems.reason}</FieldMessage>
            ) : null}
          </div>
          <FormProblem message={refund.isError ? errorMessage(refund.error) : null} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? <Spinner label={null} className="size-4" /> : null}
              Refund {typed !== null && typed > 0 ? formatUSD(typed) : ''}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
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
