import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { CardChargeRequest, CardSaver, KeptCard } from './card-on-file';
import { findIntent, type PaymentIntentRow, saveIntent } from './payment-intent-store';
import {
  type CardCharge,
  CURRENCY,
  type NewIntent,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
  type RefundRequest,
} from './provider';

/**
 * The built-in provider used when no Stripe keys are set: intents live in the payment_intents table and are
 * confirmed by POST /api/test-payments/confirm with Stripe's test card numbers. Nothing is ever charged.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  constructor(private readonly db: Db) {}

  async createIntent(input: NewIntent): Promise<ProviderIntent> {
    const id = `pi_test_${randomBytes(12).toString('hex')}`;
    const intent: ProviderIntent = {
      id,
      provider: this.name,
      status: 'requires_payment_method',
      amountCents: input.amountCents,
      currency: CURRENCY,
      campaignId: input.campaignId,
      receiptEmail: null,
      clientSecret: `${id}_secret_${randomBytes(16).toString('base64url')}`,
      lastError: null,
    };
    await saveIntent(this.db, intent, input.campaignId);
    return intent;
  }

  async updateAmount(id: string, amountCents: number): Promise<ProviderIntent> {
    const current = await this.retrieveIntent(id);
    if (!current?.campaignId) throw new Error(`Unknown test payment intent ${id}`);
    const updated = { ...current, amountCents };
    await saveIntent(this.db, updated, current.campaignId);
    return updated;
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    const row = await findIntent(this.db, id);
    return row && row.provider === this.name ? testIntentFromRow(row) : null;
  }

  /**
   * Nothing was charged, so nothing goes back: our refunds row is the record. The id comes from the
   * idempotency key, so a retried refund is the same refund (as with Stripe) and the row's unique id stops
   * it being counted twice.
   */
  async refund(input: RefundRequest): Promise<ProviderRefund> {
    const intent = await this.retrieveIntent(input.intentId);
    if (intent?.status !== 'succeeded') throw new Error(`Test payment ${input.intentId} was not paid.`);
    const id = createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24);
    return { id: `re_test_${id}`, amountCents: input.amountCents };
  }

  /** The save_card column, written by the payment service, is the whole record here. */
  async setCardSaving(id: string, _saver: CardSaver | null): Promise<ProviderIntent> {
    const current = await this.retrieveIntent(id);
    if (!current) throw new Error(`Unknown test payment intent ${id}`);
    return current;
  }

  /** The test card form's number is known only to confirm-test-payment, which keeps the card itself. */
  async keptCardOf(_intentId: string): Promise<KeptCard | null> {
    return null;
  }

  /** Always succeeds (nothing is charged); the id comes from the idempotency key: a retry is one payment. */
  async chargeCard(input: CardChargeRequest): Promise<CardCharge> {
    const hash = createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24);
    const intent: ProviderIntent = {
      id: `pi_test_${hash}`,
      provider: this.name,
      status: 'succeeded',
      amountCents: input.amountCents,
      currency: CURRENCY,
      campaignId: input.campaignId,
      receiptEmail: input.receiptEmail,
      clientSecret: `pi_test_${hash}_secret_${randomBytes(16).toString('base64url')}`,
      lastError: null,
    };
    await saveIntent(this.db, intent, input.campaignId);
    return { status: 'succeeded', intent };
  }

  /** A test card token lives only in saved_cards: removing that row is all there is to forget. */
  async forgetCard(): Promise<void> {}
}

export function testIntentFromRow(row: PaymentIntentRow): ProviderIntent {
  return {
    id: row.id,
    provider: 'test',
    status: row.status,
    amountCents: row.amountCents,
    currency: CURRENCY,
    campaignId: row.campaignId,
    receiptEmail: null,
    clientSecret: row.clientSecret,
    lastError: row.lastError,
  };
}
