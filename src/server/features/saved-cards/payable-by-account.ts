import type { DbOrTx } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { ownCampaign } from '../campaigns/campaign-claims';
import { CAMPAIGN_NOT_FOUND, loadCampaign } from '../campaigns/campaign-store';
import { countContacts } from '../campaigns/contact-store';
import { findPaidOrder } from '../orders/campaign-orders';
import { assertPayable } from '../payments/payable-campaign';

/**
 * The campaign an account may pay with its kept card: the same checks as create-payment-intent, and it is
 * the account's own (a campaign of nobody yet becomes theirs; another account's answers 404, as if unknown).
 */
export async function payableByAccount(
  db: DbOrTx,
  campaignId: string,
  accountId: string,
): Promise<CampaignRow> {
  const campaign = await loadCampaign(db, campaignId);
  if (!(await ownCampaign(db, campaign, accountId))) throw notFound(CAMPAIGN_NOT_FOUND);
  const [paidOrder, recipients] = await Promise.all([
    findPaidOrder(db, campaignId),
    countContacts(db, campaignId),
  ]);
  assertPayable(campaign, paidOrder, recipients);
  return campaign;
}
