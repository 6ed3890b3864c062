import Stripe from 'stripe';
import type { CardChargeRequest, CardRef, CardSaver, KeptCard } from './card-on-file';
import {
  type CardCharge,
  CURRENCY,
  type NewIntent,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
  type RefundRequest,
} from './provider';
import * as stripeCards from './stripe-cards';

export interface StripeProviderOptions {
  secretKey: string;
  /** Another API host (tests point the SDK at a local double of the Stripe REST API). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Stripe PaymentIntents; the browser confirms them with Stripe Elements. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      host: options.host,
      port: options.port,
      protocol: options.protocol,
      appInfo: { name: 'Quillpost' },
    });
  }

  async createIntent(input: NewIntent): Promise<ProviderIntent> {
    const intent = await this.stripe.paymentIntents.create({
      amount: input.amountCents,
      currency: CURRENCY,
      automatic_payment_methods: { enabled: true },
      description: input.description,
      metadata: { campaignId: input.campaignId, campaignNumber: String(input.campaignNumber) },
      ...(input.saveCardFor ? await stripeCards.cardSavingParams(this.stripe, input.saveCardFor) : {}),
    });
    return stripeIntent(intent);
  }

  async updateAmount(id: string, amountCents: number): Promise<ProviderIntent> {
    return stripeIntent(await this.stripe.paymentIntents.update(id, { amount: amountCents }));
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    if (!/^pi_[A-Za-z0-9_]+$/.test(id)) return null;
    try {
      return stripeIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      throw err;
    }
  }

  async refund(input: RefundRequest): Promise<ProviderRefund> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.intentId, amount: input.amountCents, metadata: { reason: input.reason } },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: refund.id, amountCents: refund.amount };
  }

  async setCardSaving(id: string, saver: CardSaver | null): Promise<ProviderIntent> {
    return stripeIntent(await stripeCards.setCardSaving(this.stripe, id, saver));
  }

  keptCardOf(intentId: string): Promise<KeptCard | null> {
    return stripeCards.keptCardOf(this.stripe, intentId);
  }

  chargeCard(input: CardChargeRequest): Promise<CardCharge> {
    return stripeCards.chargeCard(this.stripe, input, stripeIntent);
  }

  forgetCard(card: CardRef): Promise<void> {
    return stripeCards.forgetCard(this.stripe, card);
  }

  /** Verifies the signature on the raw body; throws Stripe's SignatureVerificationError when it is wrong. */
  constructEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  }
}

export function stripeIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    provider: 'stripe',
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    campaignId: intent.metadata?.campaignId ?? null,
    receiptEmail: intent.receipt_email ?? intent.metadata?.customerEmail ?? null,
    clientSecret: intent.client_secret ?? '',
    lastError: intent.last_payment_error?.message ?? null,
  };
}
