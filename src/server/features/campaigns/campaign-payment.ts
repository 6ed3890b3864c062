import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accounts, type CampaignRow, campaigns } from '../../db/schema';

/**
 * A paid campaign leaves draft for review and keeps the payer's address. Paid with an account's address, the
 * order appears in that account (its owner proved the address), and its confirmation keeps opening by its
 * link for whoever paid it (campaign-access.ts).
 */
export async function settlePaidCampaign(
  tx: Tx,
  campaign: CampaignRow,
  customerEmail: string,
): Promise<void> {
  await tx
    .update(campaigns)
    .set({
      status: sql`case when ${campaigns.status} = 'draft' then 'pending' else ${campaigns.status} end`,
      customerEmail: campaign.customerEmail ?? (customerEmail || null),
      guestLink: sql`${campaigns.guestLink} or ${campaigns.accountId} is null`,
      accountId: sql`coalesce(${campaigns.accountId}, (select ${accounts.id} from ${accounts} where ${accounts.email} = lower(${customerEmail})))`,
      updatedAt: sql`now()`,
    })
    .where(eq(campaigns.id, campaign.id));
}

/** A program's day whose charge failed: its campaign, still a draft, is cancelled so nothing unpaid is made. */
export async function cancelUnpaidDraft(tx: Tx, campaignId: string): Promise<void> {
  await tx
    .update(campaigns)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'draft')));
}
