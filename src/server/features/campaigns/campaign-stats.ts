import { eq, sql } from 'drizzle-orm';
import type { TAdminStats } from '../../../shared/dashboard';
import { centsToDecimal } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import { campaigns, orders } from '../../db/schema';

/**
 * The dashboard figures. Notes count only campaigns with a paid order (what will be written); campaigns
 * still waiting for payment (drafts at checkout, sent invoices) are counted apart, and cancelled or expired
 * ones in neither. Revenue counts paid orders only; active means in production (processing). One pass over
 * campaigns, hash-joined to the paid campaigns.
 */
export async function dashboardStats(db: DbOrTx): Promise<TAdminStats> {
  const paid = db.$with('paid').as(
    db
      .select({
        campaignId: orders.campaignId,
        cents: sql<number>`sum(${orders.amountCents})`.as('cents'),
      })
      .from(orders)
      .where(eq(orders.status, 'paid'))
      .groupBy(orders.campaignId),
  );
  const isPaid = sql`${paid.campaignId} is not null`;
  const isUnpaid = sql`${paid.campaignId} is null and ${campaigns.status} <> 'cancelled'`;
  const [row] = await db
    .with(paid)
    .select({
      total: sql<number>`count(*)::int`,
      notes: sql<number>`coalesce(sum(${campaigns.totalNotes}) filter (where ${isPaid}), 0)::bigint`,
      unpaid: sql<number>`(count(*) filter (where ${isUnpaid}))::int`,
      unpaidNotes: sql<number>`coalesce(sum(${campaigns.totalNotes}) filter (where ${isUnpaid}), 0)::bigint`,
      active: sql<number>`(count(*) filter (where ${campaigns.status} = 'processing'))::int`,
      revenue: sql<number>`coalesce(sum(${paid.cents}), 0)::bigint`,
    })
    .from(campaigns)
    .leftJoin(paid, eq(paid.campaignId, campaigns.id))
    // Test campaigns (a test API key's) are neither work nor revenue.
    .where(eq(campaigns.livemode, true));
  return {
    totalCampaigns: Number(row?.total ?? 0),
    totalNotes: Number(row?.notes ?? 0),
    unpaidCampaigns: Number(row?.unpaid ?? 0),
    unpaidNotes: Number(row?.unpaidNotes ?? 0),
    totalRevenue: centsToDecimal(Number(row?.revenue ?? 0)),
    activeCampaigns: Number(row?.active ?? 0),
  };
}
