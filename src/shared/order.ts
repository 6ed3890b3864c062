import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { z } from 'zod';
import { arrivalPromise } from './delivery-promise';
import { DELIVERY_PROMISE } from './delivery-promise-words';
import { HANDWRITING_STYLE_INFO, normalizeHandwritingStyle } from './handwriting/styles';
import { decimalToCents, formatUSD } from './money';
import { ORDER_STATUSES, PAYMENT_METHODS } from './statuses';

export const ORDER_EMAIL_MESSAGES = {
  title: 'Email Required',
  description: 'Please enter a valid email address.',
} as const;

/**
 * The checkout page's check, with the spec's words (public-site.md §5) and the very rule the server applies
 * (ZCreateOrderSchema), so an address the order would refuse ("dana@x") is caught before the card is charged.
 */
export function checkoutEmailProblem(email: string): typeof ORDER_EMAIL_MESSAGES | null {
  return ZCreateOrderSchema.shape.customerEmail.safeParse(email).success ? null : ORDER_EMAIL_MESSAGES;
}

/** POST /api/orders. The order is made only from a payment the server has verified with the provider. */
export const ZCreateOrderSchema = z.object({
  campaignId: z.uuid({ message: 'campaignId must be the id of a campaign.' }),
  paymentIntentId: z
    .string({ message: 'paymentIntentId is required.' })
    .trim()
    .min(1, 'paymentIntentId is required.')
    .max(255),
  customerEmail: z
    .string({ message: ORDER_EMAIL_MESSAGES.description })
    .trim()
    .pipe(z.email(ORDER_EMAIL_MESSAGES.description).max(254, ORDER_EMAIL_MESSAGES.description)),
});
export type TCreateOrder = z.infer<typeof ZCreateOrderSchema>;

/**
 * An e-mail address as a page open to anyone with its link may hint at it: the first letter of the name and
 * of the domain, and the domain's ending ("dana@whitfield.com" → "d•••@w•••.com").
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const ending = dot > 0 ? domain.slice(dot) : '';
  return `${email[0]}•••@${domain[0] ?? ''}•••${ending}`;
}

/**
 * GET /api/orders/:id, and the answer of POST /api/orders: what the confirmation page shows to whoever holds
 * the order's link, so never the buyer's address in full or the payment provider's ids.
 */
export const ZOrderSchema = z.object({
  id: z.string(),
  /** The order row's own number: a payment record, for staff (`paymentRecordNumber`). */
  number: z.number().int(),
  /** What the customer reads everywhere: `orderReference(campaign number)`, "#1042". */
  reference: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  /** "1745.00" */
  amount: z.string(),
  pricePerNote: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Where the confirmation e-mail went, masked (maskEmail); null when no address was given. */
  confirmationSentTo: z.string().nullable(),
  totalNotes: z.number().int(),
  handwritingStyle: z.string(),
  deliveryDate: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TOrder = z.infer<typeof ZOrderSchema>;

export const ORDER_NOT_FOUND = 'Order not found';

/** What happens after payment: one text for the checkout, the confirmation page and the e-mail (the delivery rule's). */
export const WHAT_HAPPENS_NEXT = DELIVERY_PROMISE.steps;

/**
 * The upload step's arrival line in one sentence, beside a delivery date (checkout, confirmation page and
 * e-mail): "Arrives by … . Mailed …; arriving between … and …."; null without a date.
 */
export function formatArrival(date: string | null): string | null {
  if (!date || !formatDeliveryDate(date)) return null;
  const { headline, detail } = arrivalPromise(date);
  return `${headline}. ${detail}`;
}

/** "2026-12-01" → "Tuesday, December 1, 2026"; null when no date was chosen. */
export function formatDeliveryDate(date: string | null): string | null {
  if (!date) return null;
  const parsed = parseISO(date);
  return Number.isNaN(parsed.getTime()) ? null : format(parsed, 'EEEE, MMMM d, yyyy');
}

/** "elegant" → "Elegant Cursive"; unknown ids are shown as stored. */
export function handwritingStyleLabel(id: string): string {
  const style = normalizeHandwritingStyle(id);
  return style ? HANDWRITING_STYLE_INFO[style].name : id;
}

/** "1745.00" (an API amount) → "$1,745.00". */
export function formatDecimalUSD(amount: string): string {
  return formatUSD(decimalToCents(amount) ?? 0);
}

/** `:id` of GET /api/orders/:id; any string, so a malformed id answers the same 404 as an unknown one. */
export const ZOrderIdParamsSchema = z.object({ id: z.string() });
