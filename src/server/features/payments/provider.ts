import type { PaymentProviderName } from '../../../shared/payments';

/** A payment intent as the provider reports it; the only view of a payment the server trusts. */
export interface ProviderIntent {
  id: string;
  provider: PaymentProviderName;
  /** Stripe's PaymentIntent statuses: requires_payment_method, requires_action, processing, succeeded, canceled… */
  status: string;
  amountCents: number;
  currency: string;
  /** From the intent's metadata, written by the server when it opened the intent. */
  campaignId: string | null;
  receiptEmail: string | null;
  clientSecret: string;
  lastError: string | null;
}

export interface NewIntent {
  campaignId: string;
  campaignNumber: number;
  amountCents: number;
  description: string;
}

/** Stripe, or the built-in test provider (npm start without keys). */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: NewIntent): Promise<ProviderIntent>;
  /** Changes the amount of an intent not yet paid (the campaign's total changed). */
  updateAmount(id: string, amountCents: number): Promise<ProviderIntent>;
  /** The intent as the provider sees it now; null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
}

/** Statuses in which an intent can still be paid, so asking again returns it instead of opening another. */
export const OPEN_INTENT_STATUSES = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

export const CURRENCY = 'usd';
