/**
 * Card on file (issue 12 §5): the shapes a payment provider uses to keep a customer's card after a checkout
 * and to charge it later with nobody present.
 */

/** A signed-in customer who ticked "Save this card" for the payment being opened. */
export interface CardSaver {
  accountId: string;
  email: string;
  /** The provider's customer already known for this account (from its saved card), if any. */
  customerId?: string;
}

/** What the provider needs to charge a kept card again. */
export interface CardRef {
  customerId: string;
  paymentMethodId: string;
}

/** A kept card with what the customer is shown of it. */
export interface KeptCard extends CardRef {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CardChargeRequest {
  card: CardRef;
  campaignId: string;
  campaignNumber: number;
  amountCents: number;
  description: string;
  receiptEmail: string;
  /** The same key answers the same charge again (a double click or a retried job charges once). */
  idempotencyKey: string;
}
