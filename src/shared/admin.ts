/**
 * The back-office API contract (back-office.md §7): request schemas the server validates with and the forms
 * reuse, and the response shapes the admin screens read. Every route here except the public catalog and
 * testimonial lists needs `Authorization: Bearer <token>`; without a valid one it answers 401 `{message}`.
 */
import { z } from 'zod';
import { CAMPAIGN_MESSAGES, ZContactFieldsInputSchema } from './campaign';
import { TEMPLATE_CATEGORIES } from './catalog';
import {
  TEMPLATE_FLAGS,
  ZColorVariantSchema,
  ZDesignTemplateSchema,
  ZTestimonialSchema,
} from './catalog-schemas';
import { ZContactFieldSchema } from './contact-fields';
import { HANDWRITING_STYLES, normalizeHandwritingStyle } from './handwriting';
import { decimalToCents } from './money';
import { MAX_NOTE_COUNT } from './pricing';
import { CAMPAIGN_STATUSES, ORDER_STATUSES, PAYMENT_METHODS } from './statuses';

// ---------------------------------------------------------------------------------------------------------
// Sign-in and sessions
// ---------------------------------------------------------------------------------------------------------

export const ADMIN_SESSION_HOURS = 12;
export const LOGIN_LOCKOUT = { maxFailures: 5, windowMinutes: 15 } as const;
export const INVALID_CREDENTIALS = 'Invalid credentials';

/** POST /api/admin/login */
export const ZAdminLoginSchema = z.object({
  username: z
    .string({ message: 'Please enter your username and password.' })
    .trim()
    .min(1, 'Please enter your username and password.')
    .max(200),
  password: z
    .string({ message: 'Please enter your username and password.' })
    .min(1, 'Please enter your username and password.')
    .max(1000),
});
export type TAdminLogin = z.infer<typeof ZAdminLoginSchema>;

/**
 * 200 on success. Failures answer `{success: false, message}`: 401 'Invalid credentials', 400 for a missing
 * field, 429 'Too many attempts. Try again in N minutes.' after 5 failures in 15 minutes.
 */
export const ZAdminLoginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
  /** ISO timestamp; the token stops working then (12 hours after sign-in). */
  expiresAt: z.string(),
});
export type TAdminLoginResponse = z.infer<typeof ZAdminLoginResponseSchema>;
export const ZAdminLoginFailureSchema = z.object({ success: z.literal(false), message: z.string() });
export type TAdminLoginFailure = z.infer<typeof ZAdminLoginFailureSchema>;

/** GET /api/admin/session (who am I). POST /api/admin/logout revokes the token and answers `{success: true}`. */
export const ZAdminSessionSchema = z.object({ username: z.string(), expiresAt: z.string() });
export type TAdminSession = z.infer<typeof ZAdminSessionSchema>;

export const ZSuccessSchema = z.object({ success: z.literal(true) });

// ---------------------------------------------------------------------------------------------------------
// Dashboard
// ---------------------------------------------------------------------------------------------------------

/** GET /api/admin/stats. Revenue = sum of paid orders; active = campaigns in status processing. */
export const ZAdminStatsSchema = z.object({
  totalCampaigns: z.number().int(),
  totalNotes: z.number().int(),
  /** Decimal string, "1745.00". */
  totalRevenue: z.string(),
  activeCampaigns: z.number().int(),
});
export type TAdminStats = z.infer<typeof ZAdminStatsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Campaigns and customer files
// ---------------------------------------------------------------------------------------------------------

export const CUSTOMER_FILE_KINDS = ['logo', 'frontDesign', 'backDesign', 'contactsCsv'] as const;
export type CustomerFileKind = (typeof CUSTOMER_FILE_KINDS)[number];

/**
 * A customer file. `url` is `/api/admin/files/{id}` and needs the bearer token, so the UI fetches it (with
 * the token) into a blob URL: as an attachment by default, `?disposition=inline` for the in-page View.
 */
export const ZAdminFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type TAdminFile = z.infer<typeof ZAdminFileSchema>;

/** One row of GET /api/admin/campaigns (newest first), with everything the expanded row shows. */
export const ZAdminCampaignSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  name: z.string(),
  message: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  totalNotes: z.number().int(),
  contactCount: z.number().int(),
  pricePerNote: z.string(),
  totalAmount: z.string(),
  /** Set when staff overrode the total on a manual order. */
  customTotal: z.string().nullable(),
  handwritingStyle: z.string(),
  stationeryType: z.string(),
  designSource: z.string(),
  deliveryDate: z.string().nullable(),
  templateId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  /** The chosen colour variant's name, or null for the template's default artwork. */
  selectedVariantId: z.string().nullable(),
  contactFields: z.array(ZContactFieldSchema),
  customerEmail: z.string().nullable(),
  invoiceNotes: z.string().nullable(),
  /** 'web' (the public builder) or 'admin' (a manual order). */
  source: z.string(),
  paid: z.boolean(),
  files: z.object({
    logo: ZAdminFileSchema.nullable(),
    frontDesign: ZAdminFileSchema.nullable(),
    backDesign: ZAdminFileSchema.nullable(),
    contactsCsv: ZAdminFileSchema.nullable(),
  }),
  /** GET, token: the stored contacts as CSV (name,address1,address2,city,state,zip). */
  contactsCsvExportUrl: z.string(),
  createdAt: z.string(),
});
export type TAdminCampaign = z.infer<typeof ZAdminCampaignSchema>;

/** PATCH /api/admin/campaigns/:id → the updated TAdminCampaign. Any status may follow any other. */
export const ZCampaignStatusPatchSchema = z.object({
  status: z.enum(CAMPAIGN_STATUSES, { message: `Status must be one of ${CAMPAIGN_STATUSES.join(', ')}.` }),
});
export type TCampaignStatusPatch = z.infer<typeof ZCampaignStatusPatchSchema>;

// ---------------------------------------------------------------------------------------------------------
// Orders
// ---------------------------------------------------------------------------------------------------------

/** One row of GET /api/admin/orders (newest first). */
export const ZAdminOrderSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  campaignId: z.string(),
  campaignName: z.string(),
  campaignStatus: z.enum(CAMPAIGN_STATUSES),
  customerEmail: z.string(),
  /** Payment status. */
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  amount: z.string(),
  totalNotes: z.number().int(),
  handwritingStyle: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminOrder = z.infer<typeof ZAdminOrderSchema>;

/** PATCH /api/admin/orders/:id → the updated TAdminOrder. */
export const ZOrderStatusPatchSchema = z.object({
  status: z.enum(ORDER_STATUSES, { message: `Status must be one of ${ORDER_STATUSES.join(', ')}.` }),
});
export type TOrderStatusPatch = z.infer<typeof ZOrderStatusPatchSchema>;

// ---------------------------------------------------------------------------------------------------------
// Design templates (POST/PUT/DELETE /api/design-templates…, token; the list stays public)
// ---------------------------------------------------------------------------------------------------------

export const TEMPLATE_MESSAGES = {
  addRequired: 'Please fill in all required fields and upload files.',
  nameRequired: 'Template name is required.',
  maxContactFields: 'Max contact fields must be between 1 and 5.',
  artwork: 'Artwork must be an uploaded file URL or SVG markup.',
  reorder: 'The new order must list every template exactly once.',
} as const;

/** "a, b,, c " → ['a','b','c']. Used by the form's tag input and again by the server. */
export function parseTags(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input;
  return parts.map((t) => t.trim()).filter((t) => t.length > 0);
}

/** The number input: 1–5; anything that is not a number falls back to 3 (back-office.md §5). */
export function parseMaxContactFields(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? n : 3;
}

/** Artwork: a same-site path (e.g. from /api/upload-variant-file), an http(s) URL, or SVG markup (sanitised on save). */
export function isArtworkRef(value: string): boolean {
  return /^(\/(?!\/)|https?:\/\/|<svg[\s>])/i.test(value);
}

const ZArtworkSchema = z
  .string()
  .trim()
  .max(500_000)
  .refine((v) => v === '' || isArtworkRef(v), TEMPLATE_MESSAGES.artwork);

const ZTagsSchema = z
  .union([z.array(z.string().max(40)).max(30), z.string().max(1000)])
  .transform((tags) => parseTags(tags));

const ZMaxContactFieldsSchema = z.preprocess(
  parseMaxContactFields,
  z
    .number()
    .int(TEMPLATE_MESSAGES.maxContactFields)
    .min(1, TEMPLATE_MESSAGES.maxContactFields)
    .max(5, TEMPLATE_MESSAGES.maxContactFields),
);

/**
 * POST /api/design-templates → the created TDesignTemplate (placed last in the order). Name and preview are
 * required; downloadUrl defaults to the preview; backPreview/backDownloadUrl optional.
 */
export const ZTemplateCreateSchema = z
  .object({
    name: z.string().trim().max(120).default(''),
    category: z.enum(TEMPLATE_CATEGORIES, {
      message: `Category must be one of ${TEMPLATE_CATEGORIES.join(', ')}.`,
    }),
    description: z.string().trim().max(2000).default(''),
    tags: ZTagsSchema.default([]),
    preview: ZArtworkSchema.default(''),
    downloadUrl: ZArtworkSchema.nullish(),
    backPreview: ZArtworkSchema.nullish(),
    backDownloadUrl: ZArtworkSchema.nullish(),
    featured: TEMPLATE_FLAGS.featured.default(false),
    twoSided: TEMPLATE_FLAGS.twoSided.default(true),
    logoEnabled: TEMPLATE_FLAGS.logoEnabled.default(false),
    websiteEnabled: TEMPLATE_FLAGS.websiteEnabled.default(false),
    emailEnabled: TEMPLATE_FLAGS.emailEnabled.default(false),
    phoneEnabled: TEMPLATE_FLAGS.phoneEnabled.default(false),
    addressEnabled: TEMPLATE_FLAGS.addressEnabled.default(true),
    socialMediaEnabled: TEMPLATE_FLAGS.socialMediaEnabled.default(false),
    maxContactFields: ZMaxContactFieldsSchema.default(3),
    colorVariants: z.array(ZColorVariantSchema).max(20).default([]),
  })
  // One message for both required fields, as the form shows it.
  .superRefine((t, ctx) => {
    if (!t.name || !t.preview) ctx.addIssue({ code: 'custom', message: TEMPLATE_MESSAGES.addRequired });
  });
export type TTemplateCreateInput = z.input<typeof ZTemplateCreateSchema>;
export type TTemplateCreate = z.output<typeof ZTemplateCreateSchema>;

/**
 * PUT /api/design-templates/:id → the updated TDesignTemplate. Every field optional; `{colorVariants}` alone
 * replaces just the variants. An empty backPreview/backDownloadUrl (or null) clears it.
 */
export const ZTemplateUpdateSchema = z.object({
  name: z
    .string({ message: TEMPLATE_MESSAGES.nameRequired })
    .trim()
    .min(1, TEMPLATE_MESSAGES.nameRequired)
    .max(120)
    .optional(),
  category: z
    .enum(TEMPLATE_CATEGORIES, { message: `Category must be one of ${TEMPLATE_CATEGORIES.join(', ')}.` })
    .optional(),
  description: z.string().trim().max(2000).optional(),
  tags: ZTagsSchema.optional(),
  preview: ZArtworkSchema.refine((v) => v !== '', 'The preview image is required.').optional(),
  downloadUrl: ZArtworkSchema.optional(),
  backPreview: ZArtworkSchema.nullable().optional(),
  backDownloadUrl: ZArtworkSchema.nullable().optional(),
  featured: TEMPLATE_FLAGS.featured.optional(),
  twoSided: TEMPLATE_FLAGS.twoSided.optional(),
  logoEnabled: TEMPLATE_FLAGS.logoEnabled.optional(),
  websiteEnabled: TEMPLATE_FLAGS.websiteEnabled.optional(),
  emailEnabled: TEMPLATE_FLAGS.emailEnabled.optional(),
  phoneEnabled: TEMPLATE_FLAGS.phoneEnabled.optional(),
  addressEnabled: TEMPLATE_FLAGS.addressEnabled.optional(),
  socialMediaEnabled: TEMPLATE_FLAGS.socialMediaEnabled.optional(),
  maxContactFields: ZMaxContactFieldsSchema.optional(),
  colorVariants: z.array(ZColorVariantSchema).max(20).optional(),
});
export type TTemplateUpdateInput = z.input<typeof ZTemplateUpdateSchema>;
export type TTemplateUpdate = z.output<typeof ZTemplateUpdateSchema>;

/** PUT /api/design-templates/reorder → the list in its new order. Must name every template exactly once. */
export const ZTemplateReorderSchema = z.object({
  templateIds: z
    .array(z.number().int().positive(), { message: TEMPLATE_MESSAGES.reorder })
    .min(1, TEMPLATE_MESSAGES.reorder),
});
export type TTemplateReorder = z.infer<typeof ZTemplateReorderSchema>;

export const ZTemplateListSchema = z.array(ZDesignTemplateSchema);

/**
 * POST /api/upload-variant-file (multipart: `file`, `type` = preview | download) → `{url}`, a public
 * `/api/catalog-files/{id}` URL. Previews: PNG, JPEG or SVG (sanitised) ≤ 5 MB; downloads: .ai, .psd, .pdf,
 * .zip, .svg ≤ 10 MB. Also used for template preview/back/download files.
 */
export const VARIANT_FILE_TYPES = ['preview', 'download'] as const;
export const ZUploadUrlSchema = z.object({ url: z.string() });
export type TUploadUrl = z.infer<typeof ZUploadUrlSchema>;

// ---------------------------------------------------------------------------------------------------------
// Testimonials (/api/admin/testimonials[/:id], token; multipart)
// ---------------------------------------------------------------------------------------------------------

export const TESTIMONIAL_MESSAGES = {
  name: 'Name is required.',
  message: 'Message is required.',
  rating: 'Rating must be between 1 and 5.',
  deleteConfirm: 'Are you sure you want to delete this testimonial?',
} as const;

const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

/**
 * The text fields of the multipart POST/PUT (files go in `image`, optional: PNG, JPEG, WebP or SVG ≤ 5 MB,
 * stored public). PUT keeps the current photo unless a new `image` is sent or `removeImage` is 'true'.
 * Both answer the saved TAdminTestimonial.
 */
export const ZTestimonialFieldsSchema = z.object({
  name: z.string({ message: TESTIMONIAL_MESSAGES.name }).trim().min(1, TESTIMONIAL_MESSAGES.name).max(120),
  title: z.string().trim().max(120).default(''),
  company: z.string().trim().max(120).default(''),
  message: z
    .string({ message: TESTIMONIAL_MESSAGES.message })
    .trim()
    .min(1, TESTIMONIAL_MESSAGES.message)
    .max(2000),
  rating: z.coerce
    .number({ message: TESTIMONIAL_MESSAGES.rating })
    .int(TESTIMONIAL_MESSAGES.rating)
    .min(1, TESTIMONIAL_MESSAGES.rating)
    .max(5, TESTIMONIAL_MESSAGES.rating)
    .default(5),
  isVisible: formBoolean.default(true),
  removeImage: formBoolean.default(false),
});
export type TTestimonialFieldsInput = z.input<typeof ZTestimonialFieldsSchema>;
export type TTestimonialFields = z.output<typeof ZTestimonialFieldsSchema>;

export const ZAdminTestimonialSchema = ZTestimonialSchema.extend({
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminTestimonial = z.infer<typeof ZAdminTestimonialSchema>;

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
export type TDesignUploadResponse = z.infer<typeof ZDesignUploadResponseSchema>;

/**
 * POST /api/upload/contacts (field `csv`) → the stored file and what the shared CSV rules made of it.
 * A file with no valid contact answers 400 with the first error as message.
 */
export const ZContactsUploadResponseSchema = z.object({
  fileId: z.string(),
  contactCount: z.number().int(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type TContactsUploadResponse = z.infer<typeof ZContactsUploadResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Manual orders (Create Order tab)
// ---------------------------------------------------------------------------------------------------------

export const MANUAL_ORDER_MESSAGES = {
  requiredTitle: 'Missing Information',
  required: 'Please fill in all required fields',
  email: 'Please enter a valid customer email address',
  customPriceTitle: 'Invalid Price',
  customPrice: 'Please enter a valid custom price greater than 0',
  totalNotes: `Number of notes must be a whole number between 1 and ${MAX_NOTE_COUNT}.`,
  deliveryDate: 'Delivery date must be a date like 2026-12-31.',
  handwritingStyle: `Handwriting style must be one of ${HANDWRITING_STYLES.join(', ')}.`,
} as const;

export const DEFAULT_MANUAL_NOTE_COUNT = 25;
/** Campaigns are postcards only for now (src/shared/campaign.ts); the form shows the one choice. */
export const STATIONERY_TYPES = ['postcard'] as const;
export const STATIONERY_LABELS: Record<(typeof STATIONERY_TYPES)[number], string> = { postcard: 'Postcard' };

const requiredText = (max: number) => z.string().trim().max(max).default('');

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
 * server's: MANUAL_ORDER_TIERS × notes, or `customTotal` (the whole order's total, > 0) when set. With a
 * contacts file, the number of notes is the number of contacts in it. Any pricePerNote/totalAmount/status in
 * the body is ignored. Files are the ids the upload endpoints returned.
 */
export const ZManualOrderSchema = z
  .object({
    customerEmail: requiredText(254),
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
      .max(MAX_NOTE_COUNT, MANUAL_ORDER_MESSAGES.totalNotes)
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
    contactsFileId: z.uuid('Upload the contacts CSV again.').nullish(),
  })
  // One message for the three required fields, as the form's toast shows it.
  .superRefine((o, ctx) => {
    if (!o.customerEmail || !o.campaignName || !o.message) {
      ctx.addIssue({ code: 'custom', message: MANUAL_ORDER_MESSAGES.required });
    } else if (!z.email().safeParse(o.customerEmail).success) {
      ctx.addIssue({ code: 'custom', message: MANUAL_ORDER_MESSAGES.email, path: ['customerEmail'] });
    }
  });
export type TManualOrderInput = z.input<typeof ZManualOrderSchema>;
export type TManualOrder = z.output<typeof ZManualOrderSchema>;

/**
 * The invoice: campaign (status pending) + pending order (payment method invoice) + an e-mail to the
 * customer with checkoutUrl = `${PUBLIC_URL}/checkout/{campaignId}`. Toast: 'Invoice sent to {email}. Order
 * ID: #{orderNumber}'.
 */
export const ZInvoiceOrderResponseSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number().int(),
  campaignId: z.string(),
  checkoutUrl: z.string(),
  totalAmount: z.string(),
});
export type TInvoiceOrderResponse = z.infer<typeof ZInvoiceOrderResponseSchema>;

/** Card: a draft campaign the customer pays at checkoutUrl; the order is created when payment succeeds. */
export const ZCardOrderResponseSchema = z.object({
  campaignId: z.string(),
  campaignNumber: z.number().int(),
  checkoutUrl: z.string(),
  totalAmount: z.string(),
});
export type TCardOrderResponse = z.infer<typeof ZCardOrderResponseSchema>;
