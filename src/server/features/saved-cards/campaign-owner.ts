import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns } from '../../db/schema';
import type { CampaignRow } from '../payments/payable-campaign';

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
