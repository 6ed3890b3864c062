import { eq, sql } from 'drizzle-orm';
import type { TAdminStats } from '../../../../shared/dashboard';
import { centsToDecimal } from '../../../../shared/money';
import type { DbOrTx } from '../../../db/client';
import { campaigns, orders } from '../../../db/schema';

/** The four dashboard cards: revenue counts paid orders only; active means in production (processing). */
export async function dashboardStats(db: DbOrTx): Promise<TAdminStats> {
  const [c] = await db
    .select({
      total: sql<number>`count(*)::int`,
      notes: sql<number>`coalesce(sum(${campaigns.totalNotes}), 0)::bigint`,
      active: sql<number>`(count(*) filter (where ${campaigns.status} = 'processing'))::int`,
    })
    .from(campaigns);
  const [o] = await db
    .select({ revenue: sql<number>`coalesce(sum(${orders.amountCents}), 0)::bigint` })
    .from(orders)
    .where(eq(orders.status, 'paid'));
  return {
    totalCampaigns: Number(c?.total ?? 0),
    totalNotes: Number(c?.notes ?? 0),
    totalRevenue: centsToDecimal(Number(o?.revenue ?? 0)),
    activeCampaigns: Number(c?.active ?? 0),
  };
}
