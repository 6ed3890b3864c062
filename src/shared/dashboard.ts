import { z } from 'zod';

/**
 * GET /api/admin/stats. Notes are those of campaigns with a paid order; campaigns awaiting payment (drafts at
 * checkout, sent invoices; not cancelled or expired) are counted apart with their notes. Revenue = sum of
 * paid orders; active = campaigns in status processing.
 */
export const ZAdminStatsSchema = z.object({
  totalCampaigns: z.number().int(),
  totalNotes: z.number().int(),
  unpaidCampaigns: z.number().int(),
  unpaidNotes: z.number().int(),
  /** Decimal string, "1745.00". */
  totalRevenue: z.string(),
  activeCampaigns: z.number().int(),
});
export type TAdminStats = z.infer<typeof ZAdminStatsSchema>;
