import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { findIntent, type PaymentIntentRow, saveIntent } from './payment-intent-store';
import { CURRENCY, type NewIntent, type PaymentProvider, type ProviderIntent } from './provider';

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
