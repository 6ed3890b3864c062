import { z } from 'zod';

/** Card on file (issue 12 §5): what a signed-in customer is shown of the card kept on their account. */
const ZSavedCardSchema = z.object({
  /** Stripe's brand ids: visa, mastercard, amex, discover, jcb, diners, unionpay, unknown. */
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type TSavedCard = z.infer<typeof ZSavedCardSchema>;

/** GET /api/account/card: the card, or null when none is kept. */
export const ZAccountCardSchema = z.object({ card: ZSavedCardSchema.nullable() });

/** POST /api/account/card/pay: the campaign to pay with the kept card (the amount is the server's). */
export const ZPayWithSavedCardSchema = z.object({
  campaignId: z.uuid({ message: 'campaignId must be the id of a campaign.' }),
});

export const ZPaidWithSavedCardSchema = z.object({ orderId: z.string() });

export const NO_SAVED_CARD = 'There is no card saved on your account. Please pay with a card.';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};

/** "visa" → "Visa"; an unknown brand reads "Card". */
export function cardBrandName(brand: string): string {
  return BRAND_NAMES[brand] ?? 'Card';
}

/** "Visa •••• 4242". */
export function describeCard(card: Pick<TSavedCard, 'brand' | 'last4'>): string {
  return `${cardBrandName(card.brand)} •••• ${card.last4}`;
}

/** "04/29". */
export function cardExpiry(card: Pick<TSavedCard, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}
