/** The back office's Orders tab (back-office.md §3): its rows, list filters and payment-status change. */
import { z } from 'zod';
import { pageOf, statusFilter, ZListQueryShape } from './admin-list';
import { CAMPAIGN_STATUSES, ORDER_STATUSES, PAYMENT_METHODS } from './statuses';

/** One order row. */
export const ZAdminOrderSchema = z.object({
  id: z.string(),
  /** The order row's own number: a payment record, shown as `paymentRecordNumber` ("PAY-1003"). */
  number: z.number().int(),
  /** The customer's reference for this purchase, its campaign's (`orderReference`, "#1042"). */
  reference: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  campaignStatus: z.enum(CAMPAIGN_STATUSES),
  customerEmail: z.string(),
  /** Payment status. */
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  amount: z.string(),
  /** Given back so far (full or partial refunds), a decimal string. */
  refunded: z.string(),
  /** Paid by card through the configured payment provider with something left: staff may refund it here. */
  refundable: z.boolean(),
  totalNotes: z.number().int(),
  handwritingStyle: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminOrder = z.infer<typeof ZAdminOrderSchema>;

/**
 * `q` matches the order's e-mail, its campaign's name or e-mail, or a number: the customer's reference (the
 * campaign's) or the payment record's; `status` is the payment status.
 */
export const ZAdminOrderListQuerySchema = z.object({
  ...ZListQueryShape,
  status: statusFilter(ORDER_STATUSES),
});
export type TAdminOrderListQuery = z.output<typeof ZAdminOrderListQuerySchema>;

export const ZAdminOrderPageSchema = pageOf(ZAdminOrderSchema);
export type TAdminOrderPage = z.infer<typeof ZAdminOrderPageSchema>;

export const ZOrderParamsSchema = z.object({ id: z.uuid('Order not found.') });

/** Staff may set any of the four payment statuses freely (back-office.md §4). */
export const ZOrderStatusPatchSchema = z.object({
  status: z.enum(ORDER_STATUSES, { message: `Status must be one of ${ORDER_STATUSES.join(', ')}.` }),
});
