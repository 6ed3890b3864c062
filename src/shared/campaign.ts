import { z } from 'zod';
import { CONTACT_FIELD_TYPES, SOCIAL_PLATFORMS, type TContactField } from './contact-fields';
import { CSV_MESSAGES, MAX_CONTACTS } from './contacts-csv';
import { parseCalendarDate } from './delivery-date';
import { isOneOf } from './guards';
import { HANDWRITING_STYLES, normalizeHandwritingStyle } from './handwriting/styles';
import { MESSAGE_LIMIT, messageLength } from './merge-fields';
import { CAMPAIGN_STATUSES } from './statuses';

export const DESIGN_SOURCES = ['template', 'upload'] as const;
export type DesignSource = (typeof DESIGN_SOURCES)[number];

export const CAMPAIGN_MESSAGES = {
  name: 'Campaign name is required.',
  message: 'Message is required.',
  messageTooLong: 'Message too long! Please reduce character count.',
  handwritingStyle: `Unknown handwriting style. Choose one of: ${HANDWRITING_STYLES.join(', ')}.`,
  stationeryType: 'Only postcards are available (stationeryType must be "postcard").',
  designSource: 'designSource must be "template" or "upload".',
  templateId: 'templateId must be a design template id or null.',
  deliveryDate: 'Delivery date must be a date like 2026-12-01.',
  contactFieldType: `Contact field type must be one of: ${CONTACT_FIELD_TYPES.join(', ')}.`,
  socialPlatform: `Social platform must be one of: ${SOCIAL_PLATFORMS.join(', ')}.`,
  socialTwice: (platform: string) => `Each social platform can be used once; ${platform} appears twice.`,
  customerEmail: 'Please enter a valid email address',
  naturalness: 'Naturalness must be a number from 0 (neat) to 1 (natural).',
} as const;

/**
 * A contact field as either side of the spec writes it: `{type:'socialMedia', socialPlatform, value}` (the
 * builder draft) or `{type:'social', platform, value}` (the creation payload).
 */
const ZContactFieldInputSchema = z.object({
  type: z.string({ message: CAMPAIGN_MESSAGES.contactFieldType }),
  value: z.string().max(200, 'Contact field values are at most 200 characters.').optional(),
  platform: z.string().optional(),
  socialPlatform: z.string().optional(),
});

/** Normalizes to the stored shape (`src/shared/contact-fields.ts`): empty values and platform-less socials dropped. */
export const ZContactFieldsInputSchema = z
  .array(ZContactFieldInputSchema)
  .max(10, 'At most 10 contact fields.')
  .transform((items, ctx) => {
    const fields: TContactField[] = [];
    const platforms = new Set<string>();
    for (const item of items) {
      const value = item.value?.trim() ?? '';
      const type = item.type === 'social' ? 'socialMedia' : item.type;
      if (!isOneOf(CONTACT_FIELD_TYPES, type)) {
        ctx.addIssue({ code: 'custom', message: CAMPAIGN_MESSAGES.contactFieldType });
        return z.NEVER;
      }
      if (!value) continue;
      if (type !== 'socialMedia') {
        fields.push({ type, value });
        continue;
      }
      const platform = (item.platform ?? item.socialPlatform ?? '').trim().toLowerCase();
      if (!platform) continue;
      if (!isOneOf(SOCIAL_PLATFORMS, platform)) {
        ctx.addIssue({ code: 'custom', message: CAMPAIGN_MESSAGES.socialPlatform });
        return z.NEVER;
      }
      if (platforms.has(platform)) {
        ctx.addIssue({ code: 'custom', message: CAMPAIGN_MESSAGES.socialTwice(platform) });
        return z.NEVER;
      }
      platforms.add(platform);
      fields.push({ type: 'socialMedia', value, platform });
    }
    return fields;
  });

const ZHandwritingStyleSchema = z
  .string({ message: CAMPAIGN_MESSAGES.handwritingStyle })
  .transform((value, ctx) => {
    const style = normalizeHandwritingStyle(value);
    if (style) return style;
    ctx.addIssue({ code: 'custom', message: CAMPAIGN_MESSAGES.handwritingStyle });
    return z.NEVER;
  });

export const ZDeliveryDateSchema = z
  .string({ message: CAMPAIGN_MESSAGES.deliveryDate })
  .transform((value, ctx) => {
    const day = parseCalendarDate(value);
    if (day) return day;
    ctx.addIssue({ code: 'custom', message: CAMPAIGN_MESSAGES.deliveryDate });
    return z.NEVER;
  });

/** The fields a customer writes in the builder and the upload step, each without its creation default. */
const campaignFields = {
  name: z
    .string({ message: CAMPAIGN_MESSAGES.name })
    .trim()
    .min(1, CAMPAIGN_MESSAGES.name)
    .max(200, 'Campaign name is at most 200 characters.'),
  message: z
    .string({ message: CAMPAIGN_MESSAGES.message })
    .refine((m) => m.trim().length > 0, CAMPAIGN_MESSAGES.message)
    .refine((m) => messageLength(m) <= MESSAGE_LIMIT, CAMPAIGN_MESSAGES.messageTooLong),
  handwritingStyle: ZHandwritingStyleSchema,
  /** 0 neat … 1 natural; null: the style's default applies. */
  naturalness: z
    .number({ message: CAMPAIGN_MESSAGES.naturalness })
    .min(0, CAMPAIGN_MESSAGES.naturalness)
    .max(1, CAMPAIGN_MESSAGES.naturalness)
    .nullable(),
  designSource: z.enum(DESIGN_SOURCES, { message: CAMPAIGN_MESSAGES.designSource }),
  templateId: z
    .number({ message: CAMPAIGN_MESSAGES.templateId })
    .int(CAMPAIGN_MESSAGES.templateId)
    .positive(CAMPAIGN_MESSAGES.templateId)
    .nullable(),
  selectedVariantId: z.string().trim().max(60).nullable(),
  contactFields: ZContactFieldsInputSchema,
  deliveryDate: ZDeliveryDateSchema.nullable(),
};

/**
 * `POST /api/campaigns`: the builder payload (public-site.md §3 "Campaign creation payload") and the admin's
 * manual payload. Prices, totals and status in the body are not read (unknown keys are stripped): the server
 * computes them. The delivery date's lead time is checked by the service against the server's today.
 */
export const ZCreateCampaignSchema = z.object({
  name: campaignFields.name,
  message: campaignFields.message,
  handwritingStyle: campaignFields.handwritingStyle.optional().default('professional'),
  naturalness: campaignFields.naturalness.optional().default(null),
  stationeryType: z
    .literal('postcard', { message: CAMPAIGN_MESSAGES.stationeryType })
    .optional()
    .default('postcard'),
  designSource: campaignFields.designSource.optional().default('template'),
  templateId: campaignFields.templateId.optional().default(null),
  selectedVariantId: campaignFields.selectedVariantId.optional().default(null),
  contactFields: campaignFields.contactFields.optional().default([]),
  deliveryDate: campaignFields.deliveryDate.optional().default(null),
  /** Admin manual orders: who the invoice goes to, and notes for it. */
  customerEmail: z.string().trim().pipe(z.email(CAMPAIGN_MESSAGES.customerEmail).max(254)).optional(),
  invoiceNotes: z.string().trim().max(2000, 'Invoice notes are at most 2000 characters.').optional(),
});
export type TCreateCampaignInput = z.input<typeof ZCreateCampaignSchema>;
export type TCreateCampaign = z.output<typeof ZCreateCampaignSchema>;

/**
 * `PATCH /api/campaigns/:id`: the customer goes back from checkout and changes what they wrote. Only the fields
 * sent change; the result must pass the same checks as a new campaign. Refused (409) once paid.
 */
export const ZEditCampaignSchema = z.object(campaignFields).partial();
export type TEditCampaignInput = z.input<typeof ZEditCampaignSchema>;
export type TEditCampaign = z.output<typeof ZEditCampaignSchema>;

/** One contact in `POST /api/contacts/batch`; the shared CSV rules re-validate every value. */
export const ZContactInputSchema = z.object({
  name: z.string().optional().default(''),
  address: z.string().optional().default(''),
  address2: z.string().optional(),
  city: z.string().optional().default(''),
  state: z.string().optional().default(''),
  // Spreadsheet tooling sometimes sends ZIPs as numbers; the CSV rules then pad and check them as text.
  zipCode: z.union([z.string(), z.number()]).transform(String).optional().default(''),
  customFields: z.record(z.string(), z.string()).optional().default({}),
});

export const ZContactsBatchSchema = z.object({
  campaignId: z.string({ message: 'campaignId is required.' }),
  contacts: z
    .array(ZContactInputSchema)
    .min(1, 'Send at least one contact.')
    .max(MAX_CONTACTS, CSV_MESSAGES.limit),
});

/**
 * A recipient as the public `GET /api/campaigns/:id/contacts` shows it: name and postal address only. Anyone with
 * the link can read it, so the CSV's other columns (e-mails, phone numbers, notes) stay with the admin.
 */
export const ZPublicContactSchema = z.object({
  name: z.string(),
  address: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

export const ZContactsBatchResultSchema = z.object({
  campaignId: z.string(),
  count: z.number().int(),
  totalNotes: z.number().int(),
  pricePerNote: z.string(),
  totalAmount: z.string(),
  warnings: z.array(z.string()),
});

/**
 * `GET /api/campaigns/:id` and the answer of `POST /api/campaigns`. Money as decimal strings ("1745.00"). What
 * the builder and checkout pages show, and nothing else: never the buyer's address (whoever holds the link
 * may read it).
 */
export const ZCampaignSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  name: z.string(),
  message: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  handwritingStyle: z.enum(HANDWRITING_STYLES),
  /** The naturalness the notes are written with (the style's default when none was chosen). */
  naturalness: z.number(),
  stationeryType: z.literal('postcard'),
  designSource: z.enum(DESIGN_SOURCES),
  templateId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  selectedVariantId: z.string().nullable(),
  contactFields: z.array(
    z.object({
      type: z.enum(CONTACT_FIELD_TYPES),
      value: z.string(),
      platform: z.enum(SOCIAL_PLATFORMS).optional(),
    }),
  ),
  totalNotes: z.number().int(),
  contactCount: z.number().int(),
  pricePerNote: z.string(),
  totalAmount: z.string(),
  deliveryDate: z.string().nullable(),
  hasFrontDesign: z.boolean(),
  hasBackDesign: z.boolean(),
  hasLogo: z.boolean(),
  paid: z.boolean(),
  orderId: z.string().nullable(),
  /** The caller may still go back and change it (their own draft, unpaid, not expired). */
  editable: z.boolean(),
  createdAt: z.string(),
});
export type TCampaign = z.infer<typeof ZCampaignSchema>;

/** A design side's file: the same rules front and back, named for its side. */
function designFile<const Kind extends string, const Field extends string, const Label extends string>(
  kind: Kind,
  field: Field,
  label: Label,
) {
  return {
    field,
    kind,
    label,
    types: ['image/png', 'image/jpeg', 'application/pdf'],
    maxBytes: 10 * 1024 * 1024,
    tooLarge: 'Please upload an image smaller than 10MB',
    wrongType: `${label} must be a PNG, JPEG or PDF file.`,
  } as const;
}

/** The three files a campaign can carry: URL segment, multipart field, what is accepted and how large. */
export const CAMPAIGN_FILES = {
  'front-design': designFile('front-design', 'frontDesign', 'Front design'),
  'back-design': designFile('back-design', 'backDesign', 'Back design'),
  logo: {
    field: 'logoFile',
    kind: 'logo',
    label: 'Logo',
    types: ['image/png', 'image/jpeg', 'image/svg+xml'],
    maxBytes: 5 * 1024 * 1024,
    tooLarge: 'Please upload a logo smaller than 5MB',
    wrongType: 'Logo must be a PNG, JPEG or SVG file.',
  },
} as const;
export type CampaignFileSlot = keyof typeof CAMPAIGN_FILES;

/** `:id` of the campaign routes; any string is accepted so an unknown or malformed id answers 404, not 400. */
export const ZCampaignIdParamsSchema = z.object({ id: z.string() });

/** `GET /api/campaigns/:id/design/:side`: which of the campaign's files to show. */
const CAMPAIGN_DESIGN_SIDES = ['front', 'back', 'logo'] as const;
export type CampaignDesignSide = (typeof CAMPAIGN_DESIGN_SIDES)[number];
export const ZCampaignDesignParamsSchema = z.object({
  id: z.string(),
  side: z.enum(CAMPAIGN_DESIGN_SIDES, { message: 'Design side must be front, back or logo.' }),
});

/** The answer of a campaign file upload: where the stored file is shown, and what was stored. */
export const ZCampaignFileUploadSchema = z.object({
  url: z.string(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
