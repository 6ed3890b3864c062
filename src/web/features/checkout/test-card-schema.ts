import { z } from 'zod';
import { confirmTestPayment } from '../../../shared/contracts/payments/confirm-test-payment';
import { CARD_MESSAGES, normalizeCardNumber, parseExpiry } from '../../../shared/payments';

type CardBox = 'number' | 'expiry' | 'cvc';

/** The box each of the card rule's messages is about, so that it shows under that box. */
const BOX_OF: Record<string, CardBox> = {
  [CARD_MESSAGES.invalidNumber]: 'number',
  [CARD_MESSAGES.incompleteNumber]: 'number',
  [CARD_MESSAGES.invalidMonth]: 'expiry',
  [CARD_MESSAGES.invalidYear]: 'expiry',
  [CARD_MESSAGES.expired]: 'expiry',
  [CARD_MESSAGES.incompleteCvc]: 'cvc',
};

/**
 * The test card form's three boxes as typed, parsed into the card the confirm route takes and checked by the
 * route's own card schema: the page refuses what the test provider would, with its message.
 */
export const ZTestCardBoxesSchema = z
  .object({ number: z.string(), expiry: z.string(), cvc: z.string() })
  .transform(({ number, expiry, cvc }, ctx) => {
    const exp = parseExpiry(expiry);
    const card = confirmTestPayment.body.shape.card.safeParse({
      number: normalizeCardNumber(number),
      expMonth: exp?.month ?? 0,
      expYear: exp?.year ?? 0,
      cvc,
    });
    if (card.success) return card.data;
    const message = card.error.issues[0]?.message ?? CARD_MESSAGES.invalidNumber;
    ctx.addIssue({ code: 'custom', path: [BOX_OF[message] ?? 'number'], message });
    return z.NEVER;
  });
