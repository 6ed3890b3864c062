import { timingSafeEqual } from 'node:crypto';
import { type TTestPaymentConfirm, type TTestPaymentResult, testCardOutcome } from '../../../shared/payments';
import type { AppDeps } from '../../app-deps';
import { badRequest, notFound, paymentFailed } from '../../lib/errors';
import { mailContext } from '../../lib/mail/mail-context';
import { mayOpen, type SiteCaller } from '../campaigns/campaign-access';
import { findCampaign } from '../campaigns/campaign-store';
import { findIntent, setIntentStatus } from '../payments/payment-intent-store';
import { testIntentFromRow } from '../payments/test-provider';
import { testCardToKeep } from '../saved-cards/test-card-token';
import { emitPaymentFailed } from '../webhooks/payment-events';
import { fulfilPayment } from './fulfil-payment';

const PAYMENT_NOT_FOUND = 'Payment not found. Reload the page to start again.';

/**
 * The test provider's confirmPayment: the card form's number decides the outcome as Stripe's test cards
 * would: a decline emits `payment.failed` and leaves the intent payable; a success is fulfilled at once, as
 * Stripe's webhook would, so the order exists even if the page closes before it calls POST /api/orders. Only
 * for a campaign the caller may open (campaign-access.ts).
 */
export async function confirmTestPayment(
  deps: AppDeps,
  input: TTestPaymentConfirm,
  caller: SiteCaller,
): Promise<TTestPaymentResult> {
  if (deps.payments?.name !== 'test') throw notFound('Test payments are not enabled on this server.');
  const db = deps.database.db;
  const row = await findIntent(db, input.paymentIntentId);
  if (row?.provider !== 'test' || !sameSecret(row.clientSecret, input.clientSecret)) {
    throw notFound(PAYMENT_NOT_FOUND);
  }
  const campaign = row.campaignId ? await findCampaign(db, row.campaignId) : undefined;
  if (!campaign || !mayOpen(campaign, caller)) throw notFound(PAYMENT_NOT_FOUND);
  if (row.status === 'canceled') throw badRequest(PAYMENT_NOT_FOUND);
  if (row.status !== 'succeeded') {
    const outcome = testCardOutcome(input.card.number);
    if (outcome.status === 'failed') {
      await db.transaction(async (tx) => {
        await setIntentStatus(tx, row.id, 'requires_payment_method', outcome.message);
        await emitPaymentFailed(tx, {
          campaignId: campaign.id,
          paymentIntent: row.id,
          failureCode: outcome.code,
          failureMessage: outcome.message,
        });
      });
      throw paymentFailed(outcome.message);
    }
  }
  const intent = { ...testIntentFromRow(row), status: 'succeeded', lastError: null };
  // "Save this card": a pm_test_ token with the brand and last four, never the number.
  const keepCard = row.saveCard ? testCardToKeep(input.card) : null;
  const { created } = await db.transaction((tx) =>
    fulfilPayment(tx, { intent, customerEmail: input.receiptEmail, keepCard }, mailContext(deps)),
  );
  if (created) void deps.mail.kick();
  return { status: 'succeeded', paymentIntentId: row.id };
}

function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
