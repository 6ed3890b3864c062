import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CampaignRow, campaigns, orders } from '../../db/schema';

/**
 * Whether the campaign is the account's to pay with a card kept on it: its own, or nobody's yet, in which
 * case it becomes the account's (a campaign paid while signed in belongs to that account) and keeps opening
 * by its link, as it did when it was nobody's (campaign-access.ts).
 */
export async function ownCampaign(db: DbOrTx, campaign: CampaignRow, accountId: string): Promise<boolean> {
  if (campaign.accountId) return campaign.accountId === accountId;
  const claimed = await db
    .update(campaigns)
    .set({ accountId, guestLink: true })
    .where(and(eq(campaigns.id, campaign.id), isNull(campaigns.accountId)))
    .returning({ id: campaigns.id });
  return claimed.length > 0;
}

/**
 * Orders paid with the account's address belong to it once its owner has proved the address by signing in:
 * their campaigns (not yet anyone's) are given to the account, and keep opening by their links.
 */
export async function claimPaidCampaigns(db: DbOrTx, accountId: string, email: string): Promise<void> {
  const paidWithEmail = db
    .select({ id: orders.campaignId })
    .from(orders)
    .where(and(sql`lower(${orders.customerEmail}) = ${email}`, inArray(orders.status, ['paid', 'refunded'])));
  await db
    .update(campaigns)
    .set({ accountId, guestLink: true })
    .where(and(isNull(campaigns.accountId), inArray(campaigns.id, paidWithEmail)));
}
