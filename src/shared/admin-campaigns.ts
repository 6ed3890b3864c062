/** The back office's Campaigns tab (back-office.md §2): its rows, list filters and status change. */
import { z } from 'zod';
import { ZAdminFileSchema } from './admin-file';
import { pageOf, statusFilter, ZListQueryShape } from './admin-list';
import { ZContactFieldSchema } from './contact-fields';
import { CAMPAIGN_STATUSES } from './statuses';

/** One campaign row, with everything the expanded row shows. */
export const ZAdminCampaignSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  name: z.string(),
  message: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  totalNotes: z.number().int(),
  contactCount: z.number().int(),
  /** Notes staff marked written / mailed so far (of contactCount). */
  writtenCount: z.number().int(),
  mailedCount: z.number().int(),
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
  /** GET, token: the stored contacts as CSV (the exportCampaignContacts contract). */
  contactsCsvExportUrl: z.string(),
  createdAt: z.string(),
});
export type TAdminCampaign = z.infer<typeof ZAdminCampaignSchema>;

/** `q` matches the campaign's name or customer e-mail, or its number or one of its orders' numbers. */
export const ZAdminCampaignListQuerySchema = z.object({
  ...ZListQueryShape,
  status: statusFilter(CAMPAIGN_STATUSES),
});
export type TAdminCampaignListQuery = z.output<typeof ZAdminCampaignListQuerySchema>;

export const ZAdminCampaignPageSchema = pageOf(ZAdminCampaignSchema);
export type TAdminCampaignPage = z.infer<typeof ZAdminCampaignPageSchema>;

export const ZCampaignParamsSchema = z.object({ id: z.uuid('Campaign not found.') });

/**
 * A status change (back-office.md §4, as `campaignStep` in campaign-steps.ts allows it): forward through the
 * production steps, back with a reason the customer is told, or cancelled.
 */
export const ZCampaignStatusPatchSchema = z.object({
  status: z.enum(CAMPAIGN_STATUSES, { message: `Status must be one of ${CAMPAIGN_STATUSES.join(', ')}.` }),
  reason: z
    .string()
    .trim()
    .max(500, 'Keep the reason under 500 characters.')
    .optional()
    .transform((r) => r || undefined),
});
