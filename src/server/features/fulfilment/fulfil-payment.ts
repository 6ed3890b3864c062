import { sql } from 'drizzle-orm';
import { orderReference } from '../../../shared/order-reference';
import type { Tx } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { badRequest, conflict, paymentFailed } from '../../lib/errors';
import type { MailContext } from '../../lib/mail/mail-context';
import { enqueueMail } from '../../lib/mail/mail-queue';
import { settlePaidCampaign } from '../campaigns/campaign-payment';
import { loadCampaign } from '../campaigns/campaign-store';
import { findPaidOrder } from '../orders/campaign-orders';
import {
  findOrderOfIntent,
  insertCardOrder,
  lockPendingOrder,
  payPendingOrder,
} from '../orders/order-payments';
import type { KeptCard } from '../payments/card-on-file';
import { saveIntent } from '../payments/payment-intent-store';
import { CURRENCY, type ProviderIntent } from '../payments/provider';
import { upsertSavedCard } from '../saved-cards/saved-card-store';
import { emitCampaignStatusChanges, emitOrderPaid } from '../webhooks/campaign-events';
import { orderConfirmationMail } from './confirmation-mail';

export interface Fulfilment {
  order: OrderRow;
  /** False when this intent had already been fulfilled: nothing changed and no e-mail was queued. */
  created: boolean;
}

/**
 * The one way a payment becomes an order, used by POST /api/orders, the Stripe webhook and the test
 * provider. Idempotent on the intent id, and safe when those callers race: the campaign row is locked
 * (SELECT … FOR UPDATE) for the whole transaction, so the second caller waits and then finds the order the
 * first one made. Run it inside the caller's transaction; kick the mail dispatcher after commit.
 */
export async function fulfilPayment(
  tx: Tx,
  input: {
    intent: ProviderIntent;
    customerEmail: string | null;
    /** The card paying it, when the customer asked to keep it (cardToKeep); kept on the campaign's account. */
    keepCard?: KeptCard | null;
  },
  context: MailContext,
): Promise<Fulfilment> {
  const { intent } = input;
  if (!intent.campaignId) throw badRequest('This payment does not belong to a Quillpost campaign.');
  const campaign = await loadCampaign(tx, intent.campaignId, { forUpdate: true });

  const existing = await findOrderOfIntent(tx, intent.id);
  if (existing) return { order: existing, created: false };

  if (intent.status !== 'succeeded') throw paymentFailed('This payment has not been completed.');
  if (intent.amountCents !== campaign.totalAmountCents || intent.currency !== CURRENCY) {
    throw badRequest("The payment amount does not match this campaign's total.");
  }
  const paid = await findPaidOrder(tx, campaign.id);
  if (paid) {
    throw conflict(
      `This campaign was already paid with another payment (order ${orderReference(campaign.number)}). Please contact support about payment ${intent.id}.`,
    );
  }

  const customerEmail = input.customerEmail ?? intent.receiptEmail ?? campaign.customerEmail ?? '';
  const payment = {
    status: 'paid' as const,
    paymentProvider: intent.provider,
    paymentIntentId: intent.id,
    paidAt: new Date(),
    updatedAt: sql`now()`,
  };
  // A staff-made invoice order becomes paid instead of a second order appearing beside it.
  const invoice = await lockPendingOrder(tx, campaign.id);
  const order = invoice
    ? await payPendingOrder(tx, invoice.id, {
        ...payment,
        customerEmail: customerEmail || invoice.customerEmail,
      })
    : await insertCardOrder(tx, {
        ...payment,
        campaignId: campaign.id,
        customerEmail,
        amountCents: intent.amountCents,
      });
  await settlePaidCampaign(tx, campaign, customerEmail);
  await saveIntent(tx, intent, campaign.id);
  // The account was made the campaign's when the card-saving payment was opened (cardSaverFor).
  if (input.keepCard && campaign.accountId) {
    await upsertSavedCard(tx, campaign.accountId, intent.provider, input.keepCard);
  }
  if (order.customerEmail) await enqueueMail(tx, await orderConfirmationMail(order, campaign, context));
  // After the account was settled above: a campaign paid with an account's address tells that account.
  await emitOrderPaid(tx, order);
  await emitCampaignStatusChanges(tx, campaign.id);
  return { order, created: true };
}
