import { orderReference } from '../../../shared/order-reference';
import { NO_SAVED_CARD } from '../../../shared/saved-cards';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { mailContext } from '../../lib/mail/mail-context';
import { findAccount } from '../accounts/account-store';
import { assertLiveCampaign } from '../payments/payable-campaign';
import { payableByAccount } from '../saved-cards/payable-by-account';
import { findSavedCard } from '../saved-cards/saved-card-store';
import { fulfilPayment } from './fulfil-payment';

export type SavedCardCharge = { ok: true; orderId: string } | { ok: false; message: string };

/**
 * The one way to charge a kept card, with nobody present (checkout's "Pay with Visa •••• 4242" now, recurring
 * programs later). The amount is the campaign's as stored on the server. The provider charges first and only
 * a succeeded charge goes through fulfilPayment (order, confirmation e-mail), so a refused card leaves no
 * order. The idempotency key names the campaign, card and amount: a double click or a retried job is one
 * charge and one order.
 */
export async function chargeSavedCard(
  deps: Pick<AppDeps, 'config' | 'database' | 'mail' | 'payments'>,
  input: { accountId: string; campaignId: string },
): Promise<SavedCardCharge> {
  const provider = deps.payments;
  if (!provider) return { ok: false, message: 'Card payments are not set up on this server.' };
  const db = deps.database.db;
  const card = await findSavedCard(db, input.accountId);
  if (!card || card.provider !== provider.name) return { ok: false, message: NO_SAVED_CARD };
  const account = await findAccount(db, input.accountId);
  if (!account) return { ok: false, message: NO_SAVED_CARD };

  try {
    const campaign = await payableByAccount(db, input.campaignId, input.accountId);
    assertLiveCampaign(campaign);
    const charge = await provider.chargeCard({
      card: { customerId: card.providerCustomerId, paymentMethodId: card.providerPaymentMethodId },
      campaignId: campaign.id,
      campaignNumber: campaign.number,
      amountCents: campaign.totalAmountCents,
      description: `Quillpost order ${orderReference(campaign.number)}: ${campaign.name} (${campaign.totalNotes} notes)`,
      receiptEmail: account.email,
      idempotencyKey: `saved-card:${campaign.id}:${card.providerPaymentMethodId}:${campaign.totalAmountCents}`,
    });
    if (charge.status === 'failed') return { ok: false, message: charge.message };
    const { order, created } = await db.transaction((tx) =>
      fulfilPayment(tx, { intent: charge.intent, customerEmail: account.email }, mailContext(deps)),
    );
    if (created) void deps.mail.kick();
    return { ok: true, orderId: order.id };
  } catch (err) {
    if (err instanceof AppError) return { ok: false, message: err.message };
    throw err;
  }
}
