import { z } from 'zod';

/**
 * Card payment contracts, and the rules of the built-in test provider's card form. The same rules run in
 * the browser (the form's messages) and on the server (the test provider refuses what the form refuses),
 * and the test cards behave like Stripe's: https://docs.stripe.com/testing.
 */
const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  /** Any other valid number: the test provider never charges a real card. */
  notTestCard: 'Your card was declined. In test mode use a test card such as 4242 4242 4242 4242.',
  invalidNumber: 'Your card number is invalid.',
  incompleteNumber: 'Your card number is incomplete.',
  invalidMonth: "Your card's expiration month is invalid.",
  invalidYear: "Your card's expiration year is invalid.",
  expired: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
} as const;

/** Digits only: people type card numbers with spaces or dashes. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** "4242424242424242" → "4242 4242 4242 4242", for the input as the person types. */
export function formatCardNumber(value: string): string {
  return normalizeCardNumber(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "04 / 29", "4/29" or "0429" → { month: 4, year: 2029 }; null when it is not a month and a year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  return m ? { month: Number(m[1]), year: fullYear(Number(m[2])) } : null;
}

/** Keeps what the person types in the expiry box looking like "MM / YY". */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export interface TestCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Two-digit years mean 20YY, as on the card. */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** The first problem with the card as typed, or null. `now` is injectable so tests do not depend on the date. */
export function cardProblem(card: TestCardInput, now: Date = new Date()): string | null {
  const digits = normalizeCardNumber(card.number);
  if (!/^\d*$/.test(digits)) return CARD_MESSAGES.invalidNumber;
  if (digits.length < 13) return CARD_MESSAGES.incompleteNumber;
  if (digits.length > 19 || !luhnValid(digits)) return CARD_MESSAGES.invalidNumber;
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return CARD_MESSAGES.invalidMonth;
  }
  const year = fullYear(card.expYear);
  if (!Number.isInteger(year) || year > now.getFullYear() + 50) return CARD_MESSAGES.invalidYear;
  // A card is valid through the last day of its expiry month.
  if (year < now.getFullYear() || (year === now.getFullYear() && card.expMonth < now.getMonth() + 1)) {
    return CARD_MESSAGES.expired;
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return CARD_MESSAGES.incompleteCvc;
  return null;
}

export type TestCardOutcome =
  | { status: 'succeeded' }
  | { status: 'failed'; code: 'card_declined' | 'insufficient_funds'; message: string };

/** What the test provider does with a well-formed card number. */
export function testCardOutcome(number: string): TestCardOutcome {
  switch (normalizeCardNumber(number)) {
    case TEST_CARDS.success:
      return { status: 'succeeded' };
    case TEST_CARDS.insufficientFunds:
      return { status: 'failed', code: 'insufficient_funds', message: CARD_MESSAGES.insufficientFunds };
    case TEST_CARDS.declined:
      return { status: 'failed', code: 'card_declined', message: CARD_MESSAGES.declined };
    default:
      return { status: 'failed', code: 'card_declined', message: CARD_MESSAGES.notTestCard };
  }
}

const campaignId = z.uuid({ message: 'campaignId must be the id of a campaign.' });

/** POST /api/create-payment-intent. Only the campaign is read: an amount in the body is ignored. */
export const ZCreatePaymentIntentSchema = z.object({
  campaignId,
  /** "Save this card for future orders": honoured only for a signed-in customer, ignored for a guest. */
  saveCard: z.boolean().optional(),
});

export const ZPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** What will be charged, from the campaign: "1745.00". */
  amount: z.string(),
});
export type TPaymentIntentResponse = z.infer<typeof ZPaymentIntentResponseSchema>;

const ZTestCardSchema = z
  .object({
    number: z.string({ message: CARD_MESSAGES.incompleteNumber }).max(40),
    expMonth: z.number({ message: CARD_MESSAGES.invalidMonth }).int(CARD_MESSAGES.invalidMonth),
    expYear: z.number({ message: CARD_MESSAGES.invalidYear }).int(CARD_MESSAGES.invalidYear),
    cvc: z.string({ message: CARD_MESSAGES.incompleteCvc }).max(4, CARD_MESSAGES.incompleteCvc),
  })
  .superRefine((card, ctx) => {
    const problem = cardProblem(card);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** POST /api/test-payments/confirm: the test provider's stand-in for Stripe.js confirmPayment. */
export const ZTestPaymentConfirmSchema = z.object({
  paymentIntentId: z.string().min(1).max(255),
  clientSecret: z.string().min(1).max(255),
  card: ZTestCardSchema,
  /** Like Stripe's receipt_email: the order exists even if the page closes before POST /api/orders. */
  receiptEmail: z.string().trim().pipe(z.email('Please enter a valid email address.').max(254)),
});
export type TTestPaymentConfirm = z.infer<typeof ZTestPaymentConfirmSchema>;

export const ZTestPaymentResultSchema = z.object({
  status: z.literal('succeeded'),
  paymentIntentId: z.string(),
});
export type TTestPaymentResult = z.infer<typeof ZTestPaymentResultSchema>;

/** What a processed Stripe event did: made or updated something, was a retry of one seen before, or none of ours. */
const WEBHOOK_OUTCOMES = ['processed', 'duplicate', 'ignored'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** The acknowledgement Stripe receives; any 2xx stops its retries. */
export const ZStripeWebhookAckSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(WEBHOOK_OUTCOMES),
});
