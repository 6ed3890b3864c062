import { centsToDecimal } from '../../../shared/money';
import { orderReference } from '../../../shared/order-reference';
import type { TPaymentIntentResponse } from '../../../shared/payments';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import {
  assertPayable,
  type CampaignRow,
  countRecipients,
  findPaidOrder,
  loadCampaign,
} from './payable-campaign';
import { findOpenIntent, saveIntent } from './payment-intent-store';
import { OPEN_INTENT_STATUSES, type PaymentProvider, type ProviderIntent } from './provider';

/**
 * Opens (or reopens) the payment of a campaign for its amount as stored on the server. Asking again returns
 * the same open intent, with its amount brought up to date if the campaign's total changed meanwhile.
 */
export async function preparePayment(
  db: Db,
  provider: PaymentProvider,
  campaignId: string,
): Promise<TPaymentIntentResponse> {
  const campaign = await loadCampaign(db, campaignId);
  const [paidOrder, recipients] = await Promise.all([
    findPaidOrder(db, campaignId),
    countRecipients(db, campaignId),
  ]);
  assertPayable(campaign, paidOrder, recipients);
  const intent = (await reuseOpenIntent(db, provider, campaign)) ?? (await openIntent(provider, campaign));
  await saveIntent(db, intent, campaign.id);
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    provider: provider.name,
    amount: centsToDecimal(intent.amountCents),
  };
}

async function reuseOpenIntent(
  db: Db,
  provider: PaymentProvider,
  campaign: CampaignRow,
): Promise<ProviderIntent | null> {
  const row = await findOpenIntent(db, campaign.id, provider.name);
  if (!row) return null;
  // Our copy may be stale (the customer may have paid in another tab): ask the provider.
  const live = await provider.retrieveIntent(row.id);
  if (!live) return null;
  if (live.status === 'succeeded' || live.status === 'processing') {
    await saveIntent(db, live, campaign.id);
    throw conflict('A payment for this campaign has already been made. Its order is being confirmed.');
  }
  if (!OPEN_INTENT_STATUSES.includes(live.status)) {
    await saveIntent(db, live, campaign.id);
    return null;
  }
  return live.amountCents === campaign.totalAmountCents
    ? live
    : provider.updateAmount(live.id, campaign.totalAmountCents);
}

function openIntent(provider: PaymentProvider, campaign: CampaignRow): Promise<ProviderIntent> {
  return provider.createIntent({
    campaignId: campaign.id,
    campaignNumber: campaign.number,
    amountCents: campaign.totalAmountCents,
    description: `Quillpost order ${orderReference(campaign.number)}: ${campaign.name} (${campaign.totalNotes} notes)`,
  });
}
