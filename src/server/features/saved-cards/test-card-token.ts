import { randomBytes } from 'node:crypto';
import { normalizeCardNumber, type TestCardInput } from '../../../shared/payments';
import type { KeptCard } from '../payments/card-on-file';

/** Stripe's brand id for a card number, by its issuer prefix. */
function cardBrandOf(number: string): string {
  const digits = normalizeCardNumber(number);
  const prefix = (n: number) => Number(digits.slice(0, n));
  if (digits.startsWith('4')) return 'visa';
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (prefix(4) >= 3528 && prefix(4) <= 3589) return 'jcb';
  if (/^3(0|6|8|9)/.test(digits)) return 'diners';
  if (digits.startsWith('62')) return 'unionpay';
  return 'unknown';
}

/**
 * The test provider's card on file: a `pm_test_…` token with what the customer is shown of the card. The
 * number itself is never stored.
 */
export function testCardToKeep(card: TestCardInput): KeptCard {
  const digits = normalizeCardNumber(card.number);
  return {
    customerId: `cus_test_${randomBytes(12).toString('hex')}`,
    paymentMethodId: `pm_test_${randomBytes(12).toString('hex')}`,
    brand: cardBrandOf(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
  };
}
