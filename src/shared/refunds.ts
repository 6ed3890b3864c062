import { z } from 'zod';
import { decimalToCents } from './money';

/** Refunds from the back office (issue 12 §3): part or all of what a card order has left, with a reason. */
export const REFUND_MESSAGES = {
  amount: 'Amount must be a positive dollar amount like 12.50.',
  reason: 'Please give a reason for the refund.',
  reasonTooLong: 'The reason must be at most 500 characters.',
  nothingLeft: 'This order has nothing left to refund.',
  notPaid: 'Only a paid order can be refunded.',
  noProviderPayment:
    'This order was not paid by card through the payment provider (e.g. an invoice paid by bank transfer), so it cannot be refunded here. Refund it the way it was paid, then set its status.',
  providerMismatch:
    'This order was paid through another payment provider than the one configured now, so it cannot be refunded here.',
  providerFailed: 'The payment provider did not accept the refund',
  alreadyCancelled: 'This order has already been cancelled and refunded.',
} as const;

export const tooMuch = (remainingCents: string) =>
  `The refund cannot be more than what is left to refund ($${remainingCents}).`;

/** POST /api/admin/orders/:id/refunds. The amount is a decimal string, like every amount the API takes. */
export const ZAdminRefundSchema = z.object({
  amount: z
    .string({ message: REFUND_MESSAGES.amount })
    .refine((value) => (decimalToCents(value) ?? 0) > 0, REFUND_MESSAGES.amount),
  reason: z
    .string({ message: REFUND_MESSAGES.reason })
    .trim()
    .min(1, REFUND_MESSAGES.reason)
    .max(500, REFUND_MESSAGES.reasonTooLong),
});
export type TAdminRefund = z.infer<typeof ZAdminRefundSchema>;
