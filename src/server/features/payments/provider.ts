import type { PaymentProviderName } from '../../../shared/payments';
import type { CardChargeRequest, CardRef, CardSaver, KeptCard } from './card-on-file';

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
  /** A signed-in customer asked to keep the card that pays it (Stripe: customer + setup_future_usage). */
  saveCardFor?: CardSaver;
}

export interface RefundRequest {
  intentId: string;
  amountCents: number;
  reason: string;
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  amountCents: number;
}

/** A charge made without the customer: succeeded, or refused with the reason to show. */
export type CardCharge =
  | { status: 'succeeded'; intent: ProviderIntent }
  | { status: 'failed'; message: string };

/** Stripe, or the built-in test provider (npm start without keys). */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: NewIntent): Promise<ProviderIntent>;
  /** Changes the amount of an intent not yet paid (the campaign's total changed). */
  updateAmount(id: string, amountCents: number): Promise<ProviderIntent>;
  /** The intent as the provider sees it now; null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /**
   * Gives back part or all of a succeeded payment. The provider answers the same refund again for the same
   * idempotency key, so a caller that lost the answer (or failed to record it) may simply retry.
   */
  refund(input: RefundRequest): Promise<ProviderRefund>;
  /** Starts or stops keeping the card that will pay this open intent (the box was ticked or unticked). */
  setCardSaving(id: string, saver: CardSaver | null): Promise<ProviderIntent>;
  /** The card that paid a succeeded intent opened with saveCardFor; null when the provider kept none. */
  keptCardOf(intentId: string): Promise<KeptCard | null>;
  /** Charges a kept card with nobody present (off-session); a decline resolves as failed, never throws. */
  chargeCard(input: CardChargeRequest): Promise<CardCharge>;
  /** Stops the provider keeping the card (Stripe: detaches the PaymentMethod); a card already gone is fine. */
  forgetCard(card: CardRef): Promise<void>;
}

/** Statuses in which an intent can still be paid, so asking again returns it instead of opening another. */
export const OPEN_INTENT_STATUSES = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

export const CURRENCY = 'usd';
