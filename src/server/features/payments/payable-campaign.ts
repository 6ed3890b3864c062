import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns, orders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';

export type CampaignRow = typeof campaigns.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';

/** Reads the campaign; `forUpdate` locks its row until the transaction ends, so payments of it queue up. */
export async function loadCampaign(
  db: DbOrTx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CampaignRow> {
  const query = db.select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}

export async function findPaidOrder(db: DbOrTx, campaignId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.campaignId, campaignId), eq(orders.status, 'paid')))
    .limit(1);
  return row;
}

/**
 * A campaign can be paid when it is not paid yet, not cancelled, and has notes and an amount; the amount
 * charged is always the row's totalAmountCents.
 */
export function assertPayable(campaign: CampaignRow, paidOrder: OrderRow | undefined): void {
  if (paidOrder) throw conflict(`This campaign has already been paid (order #${paidOrder.number}).`);
  if (campaign.status === 'cancelled') throw conflict('This campaign was cancelled and cannot be paid.');
  if (campaign.totalNotes <= 0) {
    throw badRequest('This campaign has no contacts yet. Upload your contact list before paying.');
  }
  if (campaign.totalAmountCents <= 0) throw badRequest('This campaign has no amount to pay.');
}
