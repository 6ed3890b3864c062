/**
 * The Create Order tab (back-office.md §2, §5, §7): the uploads it makes first, the order payload the server
 * validates and the form checks with, and the two answers (invoice or card).
 */
import { z } from 'zod';
import { CAMPAIGN_MESSAGES, ZContactFieldsInputSchema } from './campaign';
import { MAX_CONTACTS } from './contacts-csv';
import { HANDWRITING_STYLES, normalizeHandwritingStyle } from './handwriting/styles';
import { decimalToCents } from './money';

// ---------------------------------------------------------------------------------------------------------
// Campaign file uploads for manual orders (token; multipart)
// ---------------------------------------------------------------------------------------------------------

export const DESIGN_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  extensions: ['jpg', 'jpeg', 'png', 'pdf', 'ai', 'psd'],
} as const;
export const CONTACTS_UPLOAD = { maxBytes: 5 * 1024 * 1024, extensions: ['csv'] } as const;

/** POST /api/upload/campaign-front and /campaign-back (field `design`) → `{url, fileId}`; url needs the token. */
export const ZDesignUploadResponseSchema = z.object({ url: z.string(), fileId: z.string() });

/**
 * POST /api/upload/contacts (field `csv`) → the stored file and what the shared CSV rules made of it
 * (`summarizeContacts`): the valid recipients, the skipped rows with their reasons (`errors`), the rows kept
 * with a change (`warnings`) and the summary sentence. A file with no valid contact, or more than a campaign
 * holds, answers 400 with the shared message.
 */
export const ZContactsUploadResponseSchema = z.object({
  fileId: z.string(),
  /** Valid recipients: the number of notes an order with this file is for. */
  contactCount: z.number().int(),
  rowCount: z.number().int(),
  skippedRows: z.number().int(),
  duplicateRows: z.number().int(),
  summary: z.string(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type TContactsUploadResponse = z.infer<typeof ZContactsUploadResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Manual orders
// ---------------------------------------------------------------------------------------------------------

export const MANUAL_ORDER_MESSAGES = {
  requiredTitle: 'Missing Information',
  required: 'Please fill in all required fields',
  email: 'Please enter a valid customer email address',
  customPriceTitle: 'Invalid Price',
  customPrice: 'Please enter a valid custom price greater than 0',
  totalNotes: `Number of notes must be a whole number between 1 and ${MAX_CONTACTS.toLocaleString('en-US')}.`,
  contactsRequired:
    'Attach the contacts CSV: every note needs a recipient, and an order without one cannot be paid.',
  templateAndFront:
    'Choose a design template or upload a front design, not both: the template is the front of the card. Remove one and send the order again.',
  noteCountMismatch: (typed: number, valid: number) =>
    `The order says ${typed.toLocaleString('en-US')} notes but the contacts CSV has ${valid.toLocaleString('en-US')} valid recipient${valid === 1 ? '' : 's'}. Set the number of notes to ${valid.toLocaleString('en-US')}, or fix the file and upload it again.`,
  deliveryDate: 'Delivery date must be a date like 2026-12-31.',
  handwritingStyle: `Handwriting style must be one of ${HANDWRITING_STYLES.join(', ')}.`,
} as const;

export const DEFAULT_MANUAL_NOTE_COUNT = 25;
/** Campaigns are postcards only for now (src/shared/campaign.ts); the form shows the one choice. */
export const STATIONERY_TYPES = ['postcard'] as const;
export const STATIONERY_LABELS: Record<(typeof STATIONERY_TYPES)[number], string> = { postcard: 'Postcard' };

/** Customer email, campaign name and message: each one missing gives the spec's one 'required' sentence. */
const requiredText = (max: number) =>
  z
    .string({ message: MANUAL_ORDER_MESSAGES.required })
    .trim()
    .min(1, MANUAL_ORDER_MESSAGES.required)
    .max(max);

/** "12.50", 12.5 → cents > 0, or the spec's 'Invalid Price' message. */
const ZCustomTotalSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const cents = decimalToCents(typeof v === 'number' ? v.toFixed(2) : v);
  if (cents === null || cents <= 0) {
    ctx.addIssue({ code: 'custom', message: MANUAL_ORDER_MESSAGES.customPrice });
    return z.NEVER;
  }
  return cents;
});

/**
 * POST /api/admin/create-invoice-order and POST /api/admin/create-card-order. The price is always the
 * server's: MANUAL_ORDER_TIERS × notes, or `customTotal` (the whole order's total, > 0) when set. Every
 * order needs its contacts file, and the number of notes staff confirm must equal its valid recipients
 * (a mismatch is refused, never silently replaced). A template and an uploaded front design are refused
 * together. Any pricePerNote/totalAmount/status in the body is ignored. Files are the ids the upload
 * endpoints returned.
 */
export const ZManualOrderSchema = z
  .object({
    customerEmail: requiredText(254).pipe(z.email(MANUAL_ORDER_MESSAGES.email)),
    campaignName: requiredText(120),
    message: requiredText(2000),
    handwritingStyle: z
      .string()
      .default('professional')
      .transform((v, ctx) => {
        const style = normalizeHandwritingStyle(v);
        if (!style) {
          ctx.addIssue({ code: 'custom', message: MANUAL_ORDER_MESSAGES.handwritingStyle });
          return z.NEVER;
        }
        return style;
      }),
    stationeryType: z
      .enum(STATIONERY_TYPES, { message: CAMPAIGN_MESSAGES.stationeryType })
      .default('postcard'),
    totalNotes: z.coerce
      .number({ message: MANUAL_ORDER_MESSAGES.totalNotes })
      .int(MANUAL_ORDER_MESSAGES.totalNotes)
      .min(1, MANUAL_ORDER_MESSAGES.totalNotes)
      .max(MAX_CONTACTS, MANUAL_ORDER_MESSAGES.totalNotes)
      .default(DEFAULT_MANUAL_NOTE_COUNT),
    /** The custom total override; omit or null for the table price. */
    customTotal: ZCustomTotalSchema.nullish(),
    /** YYYY-MM-DD; empty means not chosen yet. */
    deliveryDate: z.preprocess(
      (v) => (v === '' ? null : v),
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, MANUAL_ORDER_MESSAGES.deliveryDate)
        .nullish(),
    ),
    templateId: z.number().int().positive().nullish(),
    selectedVariantId: z.string().trim().max(60).nullish(),
    /** As the builder sends them: {type, value} or {type: 'social', platform, value}. */
    contactFields: ZContactFieldsInputSchema.default([]),
    invoiceNotes: z.string().trim().max(2000).default(''),
    frontDesignFileId: z.uuid('Upload the front design again.').nullish(),
    backDesignFileId: z.uuid('Upload the back design again.').nullish(),
    contactsFileId: z.uuid({ message: MANUAL_ORDER_MESSAGES.contactsRequired }),
  })
  .refine((order) => !(order.templateId && order.frontDesignFileId), {
    message: MANUAL_ORDER_MESSAGES.templateAndFront,
    path: ['frontDesignFileId'],
  });
export type TManualOrderInput = z.input<typeof ZManualOrderSchema>;
export type TManualOrder = z.output<typeof ZManualOrderSchema>;

/**
 * The invoice: campaign (status pending) + pending order (payment method invoice) + an e-mail to the
 * customer with checkoutUrl = `${PUBLIC_URL}/checkout/{campaignId}`. Toast: 'Invoice sent to {email}. Order
 * ID: {reference}'.
 */
export const ZInvoiceOrderResponseSchema = z.object({
  orderId: z.string(),
  /** The order row's number (a payment record, staff-only). */
  orderNumber: z.number().int(),
  /** The customer's reference, as the invoice e-mail and the checkout show it ("#1042"). */
  reference: z.string(),
  campaignId: z.string(),
  checkoutUrl: z.string(),
  totalAmount: z.string(),
});
export type TInvoiceOrderResponse = z.infer<typeof ZInvoiceOrderResponseSchema>;

/** Card: a draft campaign the customer pays at checkoutUrl; the order is created when payment succeeds. */
export const ZCardOrderResponseSchema = z.object({
  campaignId: z.string(),
  campaignNumber: z.number().int(),
  /** The customer's reference, as the checkout and the confirmation show it ("#1042"). */
  reference: z.string(),
  checkoutUrl: z.string(),
  totalAmount: z.string(),
});
export type TCardOrderResponse = z.infer<typeof ZCardOrderResponseSchema>;
