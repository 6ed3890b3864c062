import { z } from 'zod';

/** GET /api/admin/stats. Revenue = sum of paid orders; active = campaigns in status processing. */
export const ZAdminStatsSchema = z.object({
  totalCampaigns: z.number().int(),
  totalNotes: z.number().int(),
  /** Decimal string, "1745.00". */
  totalRevenue: z.string(),
  activeCampaigns: z.number().int(),
});
export type TAdminStats = z.infer<typeof ZAdminStatsSchema>;
