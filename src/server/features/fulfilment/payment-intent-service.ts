import { centsToDecimal } from '../../../shared/money';
import { orderReference } from '../../../shared/order-reference';
import type { TPaymentIntentResponse } from '../../../shared/payments';
import type { Db } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { loadCampaign } from '../campaigns/campaign-store';
import { countContacts } from '../campaigns/contact-store';
import { findPaidOrder } from '../orders/campaign-orders';
import type { CardSaver } from '../payments/card-on-file';
import { assertLiveCampaign, assertPayable } from '../payments/payable-campaign';
import { findOpenIntent, saveIntent, setIntentSaveCard } from '../payments/payment-intent-store';
import { OPEN_INTENT_STATUSES, type PaymentProvider, type ProviderIntent } from '../payments/provider';
import { cardSaverFor } from '../saved-cards/card-saver';

/**
 * Opens (or reopens) the payment of a campaign for its amount as stored on the server. Asking again returns
 * the same open intent, with its amount brought up to date if the campaign's total changed meanwhile.
 * `saveCardFor` is the signed-in customer who ticked "Save this card" (a guest never is).
 */
export async function preparePayment(
  db: Db,
  provider: PaymentProvider,
  campaignId: string,
  saveCardFor: { accountId: string; email: string } | null = null,
): Promise<TPaymentIntentResponse> {
  const campaign = await loadCampaign(db, campaignId);
  assertLiveCampaign(campaign);
  const [paidOrder, recipients] = await Promise.all([
    findPaidOrder(db, campaignId),
    countContacts(db, campaignId),
  ]);
  assertPayable(campaign, paidOrder, recipients);
  const saver = saveCardFor && (await cardSaverFor(db, provider.name, campaign, saveCardFor));
  const intent =
    (await reuseOpenIntent(db, provider, campaign, saver)) ?? (await openIntent(provider, campaign, saver));
  await saveIntent(db, intent, campaign.id);
  await setIntentSaveCard(db, intent.id, saver !== null);
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
  saver: CardSaver | null,
): Promise<ProviderIntent | null> {
  const row = await findOpenIntent(db, campaign.id, provider.name);
  if (!row) return null;
  // Our copy may be stale (the customer may have paid in another tab): ask the provider.
  let live = await provider.retrieveIntent(row.id);
  if (!live) return null;
  if (live.status === 'succeeded' || live.status === 'processing') {
    await saveIntent(db, live, campaign.id);
    throw conflict('A payment for this campaign has already been made. Its order is being confirmed.');
  }
  if (!OPEN_INTENT_STATUSES.includes(live.status)) {
    await saveIntent(db, live, campaign.id);
    return null;
  }
  // The customer ticked or unticked "Save this card" since the intent was opened.
  if (row.saveCard !== (saver !== null)) live = await provider.setCardSaving(live.id, saver);
  return live.amountCents === campaign.totalAmountCents
    ? live
    : provider.updateAmount(live.id, campaign.totalAmountCents);
}

function openIntent(
  provider: PaymentProvider,
  campaign: CampaignRow,
  saver: CardSaver | null,
): Promise<ProviderIntent> {
  return provider.createIntent({
    ...(saver ? { saveCardFor: saver } : {}),
    campaignId: campaign.id,
    campaignNumber: campaign.number,
    amountCents: campaign.totalAmountCents,
    description: `Quillpost order ${orderReference(campaign.number)}: ${campaign.name} (${campaign.totalNotes} notes)`,
  });
}
