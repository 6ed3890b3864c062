import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { WebhookOutcome } from '../../../shared/payments';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { processedWebhookEvents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { mailContext } from '../../lib/mail/mail-context';
import { setIntentStatus } from '../payments/payment-intent-store';
import { stripeIntent } from '../payments/stripe-provider';
import { cardToKeep } from '../saved-cards/card-to-keep';
import { emitPaymentFailed } from '../webhooks/payment-events';
import { fulfilPayment } from './fulfil-payment';

/** Claims the event id inside the transaction of its effect: a retried delivery finds it and does nothing. */
async function claimEvent(tx: Tx, event: Stripe.Event): Promise<boolean> {
  const rows = await tx
    .insert(processedWebhookEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: processedWebhookEvents.id });
  return rows.length > 0;
}

/**
 * Stripe's word on a payment. `payment_intent.succeeded` fulfils through the same function as the
 * customer's page, so the order exists even when the tab closed first; `payment_intent.payment_failed`
 * records why and tells the account's endpoints (`payment.failed`).
 */
export async function handleStripeEvent(
  deps: AppDeps,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<WebhookOutcome> {
  const db = deps.database.db;
  if (event.type === 'payment_intent.payment_failed') {
    const intent = stripeIntent(event.data.object);
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimEvent(tx, event))) return false;
      await setIntentStatus(tx, intent.id, intent.status, intent.lastError ?? 'The payment failed.');
      if (intent.campaignId) {
        await emitPaymentFailed(tx, {
          campaignId: intent.campaignId,
          paymentIntent: intent.id,
          failureCode: event.data.object.last_payment_error?.code ?? 'payment_failed',
          failureMessage: intent.lastError ?? 'The payment failed.',
          cause: event.id,
        });
      }
      return true;
    });
    return claimed ? 'processed' : 'duplicate';
  }
  if (event.type !== 'payment_intent.succeeded') return 'ignored';

  const intent = stripeIntent(event.data.object);
  const keepCard = await cardToKeep(deps, intent.id, log);
  try {
    const result = await db.transaction(async (tx) => {
      if (!(await claimEvent(tx, event))) return null;
      return fulfilPayment(tx, { intent, customerEmail: intent.receiptEmail, keepCard }, mailContext(deps));
    });
    if (result?.created) void deps.mail.kick();
    return result ? 'processed' : 'duplicate';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    // A payment that cannot become an order (amount changed, campaign paid twice) needs a person, not
    // Stripe retrying for days: keep the reason on the intent for staff and acknowledge the event.
    log.warn({ paymentIntentId: intent.id, reason: err.message }, 'paid intent not fulfilled');
    await db.transaction(async (tx) => {
      if (await claimEvent(tx, event)) await setIntentStatus(tx, intent.id, intent.status, err.message);
    });
    return 'processed';
  }
}
