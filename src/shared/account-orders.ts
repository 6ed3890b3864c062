import { z } from 'zod';
import { ZDeliveryDateSchema } from './campaign';
import { CAMPAIGN_STATUSES, ORDER_STATUSES } from './statuses';
import { TIMELINE_STAGES, ZStatusHistoryEntrySchema } from './tracking';

/** My orders (issue 12 §2): the signed-in customer's paid orders, newest first. */
export const ACCOUNT_ORDERS_PAGE_SIZE = 10;
export const ORDER_NOT_FOUND = 'Order not found.';
export const CANCEL_TOO_LATE =
  'This order is already in production, so it can no longer be cancelled. Please contact us if something is wrong.';

const PAGE_MESSAGE = 'page must be a whole number from 1.';
export const ZAccountOrdersQuerySchema = z.object({
  page: z.coerce
    .number({ message: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(1_000_000, PAGE_MESSAGE)
    .default(1),
});

const ZAccountOrderSummarySchema = z.object({
  /** The order's id (what `/account/orders/:id` opens). */
  id: z.string(),
  campaignId: z.string(),
  /** "#1042": the campaign number, as on the confirmation. */
  reference: z.string(),
  name: z.string(),
  status: z.enum(ORDER_STATUSES),
  campaignStatus: z.enum(CAMPAIGN_STATUSES),
  /** The furthest timeline stage reached (cancelled orders: the last reached before cancelling). */
  stage: z.enum(TIMELINE_STAGES),
  totalNotes: z.number().int(),
  /** Decimal strings ("1745.00"). */
  amount: z.string(),
  refunded: z.string(),
  paidAt: z.string().nullable(),
  deliveryDate: z.string().nullable(),
});
export type TAccountOrderSummary = z.infer<typeof ZAccountOrderSummarySchema>;

export const ZAccountOrderPageSchema = z.object({
  items: z.array(ZAccountOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAccountOrderPage = z.infer<typeof ZAccountOrderPageSchema>;

export const ZTimelineStepSchema = z.object({
  stage: z.enum(TIMELINE_STAGES),
  label: z.string(),
  /** When the stage was reached (ISO), null while upcoming. */
  at: z.string().nullable(),
  state: z.enum(['done', 'current', 'upcoming']),
  /** e.g. "120 of 200 notes written" while a batch is partly done. */
  detail: z.string().nullable(),
});

/** GET /api/account/orders/:id: the order page. */
export const ZAccountOrderSchema = ZAccountOrderSummarySchema.extend({
  timeline: z.array(ZTimelineStepSchema),
  /** Status changes of the campaign, the order and its notes, oldest first (customers see no staff names). */
  history: z.array(ZStatusHistoryEntrySchema),
  /** Expected arrival (YYYY-MM-DD, both ends), once known: from the chosen date, or from the mailing date. */
  arrival: z.object({ from: z.string(), to: z.string() }).nullable(),
  contactCount: z.number().int(),
  writtenCount: z.number().int(),
  mailedCount: z.number().int(),
  message: z.string(),
  handwritingStyle: z.string(),
  templateName: z.string().nullable(),
  pricePerNote: z.string(),
  customerEmail: z.string(),
  /** The payment's reference, for the receipt. */
  paymentReference: z.string().nullable(),
  /** True while production has not started and the order is paid: Cancel refunds it in full. */
  canCancel: z.boolean(),
});
export type TAccountOrder = z.infer<typeof ZAccountOrderSchema>;

/** POST /api/account/orders/:id/reorder: the same cards again, for a new delivery date, optionally to a saved list. */
export const ZReorderSchema = z.object({
  deliveryDate: ZDeliveryDateSchema,
  savedListId: z.uuid({ message: 'savedListId must be the id of one of your saved lists.' }).optional(),
});
export const ZReorderResultSchema = z.object({ campaignId: z.string() });
