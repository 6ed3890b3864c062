import Stripe from 'stripe';
import type { CardChargeRequest, CardRef, CardSaver, KeptCard } from './card-on-file';
import { type CardCharge, CURRENCY, type ProviderIntent } from './provider';

/**
 * Card on file with Stripe: the card is kept on the account's Stripe Customer by paying with
 * `setup_future_usage: 'off_session'`, and charged later with `off_session: true, confirm: true`.
 */

/** The account's Stripe Customer: the one already known, else found by its account id, else a new one. */
async function customerFor(stripe: Stripe, saver: CardSaver): Promise<string> {
  if (saver.customerId) return saver.customerId;
  const found = await stripe.customers.list({ email: saver.email, limit: 100 });
  const mine = found.data.find((c) => c.metadata?.accountId === saver.accountId);
  if (mine) return mine.id;
  const created = await stripe.customers.create(
    { email: saver.email, metadata: { accountId: saver.accountId } },
    // Two tabs opening the payment at once make one Customer, not two.
    { idempotencyKey: `customer-${saver.accountId}` },
  );
  return created.id;
}

/** The intent parameters that keep the card paying it on the account's Customer. */
export async function cardSavingParams(stripe: Stripe, saver: CardSaver) {
  return { customer: await customerFor(stripe, saver), setup_future_usage: 'off_session' as const };
}

export async function setCardSaving(
  stripe: Stripe,
  id: string,
  saver: CardSaver | null,
): Promise<Stripe.PaymentIntent> {
  // An empty string unsets setup_future_usage (Stripe's way of clearing a parameter).
  const params = saver ? await cardSavingParams(stripe, saver) : { setup_future_usage: '' as const };
  return stripe.paymentIntents.update(id, params);
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export async function keptCardOf(stripe: Stripe, intentId: string): Promise<KeptCard | null> {
  const intent = await stripe.paymentIntents.retrieve(intentId);
  const customerId = idOf(intent.customer);
  const paymentMethodId = idOf(intent.payment_method);
  if (!customerId || !paymentMethodId || !intent.setup_future_usage) return null;
  const method = await stripe.paymentMethods.retrieve(paymentMethodId);
  if (!method.card) return null;
  return {
    customerId,
    paymentMethodId,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

const NEEDS_CUSTOMER =
  'Your bank wants you to confirm this payment yourself. Please pay with your card at checkout.';
const CARD_GONE = 'This saved card can no longer be charged. Please pay with another card.';
const UNREACHABLE = 'We could not reach our payment provider. Nothing was charged; please try again.';

export async function chargeCard(
  stripe: Stripe,
  input: CardChargeRequest,
  toIntent: (intent: Stripe.PaymentIntent) => ProviderIntent,
): Promise<CardCharge> {
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: CURRENCY,
        customer: input.card.customerId,
        payment_method: input.card.paymentMethodId,
        off_session: true,
        confirm: true,
        description: input.description,
        receipt_email: input.receiptEmail,
        metadata: { campaignId: input.campaignId, campaignNumber: String(input.campaignNumber) },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (intent.status === 'succeeded') return { status: 'succeeded', intent: toIntent(intent) };
    return { status: 'failed', message: intent.last_payment_error?.message ?? NEEDS_CUSTOMER };
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) {
      return {
        status: 'failed',
        message: err.code === 'authentication_required' ? NEEDS_CUSTOMER : err.message,
      };
    }
    if (err instanceof Stripe.errors.StripeInvalidRequestError)
      return { status: 'failed', message: CARD_GONE };
    // The same idempotency key makes a retry safe whether or not this attempt reached Stripe.
    if (err instanceof Stripe.errors.StripeConnectionError || err instanceof Stripe.errors.StripeAPIError) {
      return { status: 'failed', message: UNREACHABLE };
    }
    throw err;
  }
}

export async function forgetCard(stripe: Stripe, card: CardRef): Promise<void> {
  try {
    await stripe.paymentMethods.detach(card.paymentMethodId);
  } catch (err) {
    // Already detached or deleted at Stripe: the card is gone either way.
    if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
  }
}
