import { and, asc, eq, exists, inArray, notInArray, or, sql } from 'drizzle-orm';
import { CAMPAIGN_KEEPING_ORDER_STATUSES } from '../../../shared/statuses';
import type { DbOrTx, Tx } from '../../db/client';
import { type CampaignRow, campaigns, orders } from '../../db/schema';

/**
 * The account's live campaigns, oldest first, for its data export: test campaigns (a test API key's) are
 * sandbox data, not orders (account deletion removes them).
 */
export function listAccountCampaigns(db: DbOrTx, accountId: string): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.accountId, accountId), eq(campaigns.livemode, true)))
    .orderBy(asc(campaigns.createdAt), asc(campaigns.number));
}

/**
 * The account's campaigns whose notes are still on their way: in production, or paid and neither completed
 * nor cancelled (in review). Deleting now would strand notes in flight.
 */
export async function campaignsInFlight(db: DbOrTx, accountId: string): Promise<string[]> {
  const paidOrder = exists(
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(and(eq(orders.campaignId, campaigns.id), eq(orders.status, 'paid'))),
  );
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.accountId, accountId),
        // A test campaign (a test API key's) is never produced: nothing of it is on its way.
        eq(campaigns.livemode, true),
        or(
          eq(campaigns.status, 'processing'),
          and(paidOrder, notInArray(campaigns.status, ['completed', 'cancelled'])),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/** The account's campaigns, split into those kept for accounting (an order that moved money) and the rest. */
export async function accountCampaigns(
  tx: Tx,
  accountId: string,
): Promise<{ kept: string[]; unpaid: string[] }> {
  const rows = await tx
    .select({
      id: campaigns.id,
      kept: exists(
        tx
          .select({ one: sql`1` })
          .from(orders)
          .where(
            and(eq(orders.campaignId, campaigns.id), inArray(orders.status, CAMPAIGN_KEEPING_ORDER_STATUSES)),
          ),
      ).mapWith(Boolean),
    })
    .from(campaigns)
    .where(eq(campaigns.accountId, accountId))
    .for('update', { of: campaigns });
  return {
    kept: rows.filter((r) => r.kept).map((r) => r.id),
    unpaid: rows.filter((r) => !r.kept).map((r) => r.id),
  };
}
