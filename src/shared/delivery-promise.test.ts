import { describe, expect, it } from 'vitest';
import { earliestDeliveryDate } from './delivery-date';
import { arrivalPromise, earliestDateHint } from './delivery-promise';
import { DELIVERY_PROMISE } from './delivery-promise-words';
import { formatArrival, formatDeliveryDate, WHAT_HAPPENS_NEXT } from './order';

describe('the delivery promise in words', () => {
  it('says one thing everywhere: the FAQ, the steps after payment, the upload card and the terms', () => {
    expect(DELIVERY_PROMISE.faq).toContain('within 8 business days of your order');
    expect(DELIVERY_PROMISE.faq).toContain('USPS First-Class takes 3–5 business days');
    expect(DELIVERY_PROMISE.faq).toContain('mail your notes 5 business days before it');
    expect(DELIVERY_PROMISE.uploadCard).toContain('5 business days before your date');
    expect(DELIVERY_PROMISE.terms).toContain('8 business days after your order');
    expect(WHAT_HAPPENS_NEXT).toBe(DELIVERY_PROMISE.steps);
    expect(WHAT_HAPPENS_NEXT.map((s) => s.text).join(' ')).toContain(
      'mailed 5 business days before your delivery date',
    );
    // Nothing says the spec's contradicting figures any more.
    const all = [
      DELIVERY_PROMISE.faq,
      DELIVERY_PROMISE.uploadCard,
      DELIVERY_PROMISE.terms,
      DELIVERY_PROMISE.landing,
      ...DELIVERY_PROMISE.steps.map((s) => s.text),
    ].join(' ');
    expect(all).not.toMatch(/7[-–]10|24 hours|at least 7 days|3[-–]5 business days before/);
  });

  it('names the same date on the picker, the checkout, the confirmation and the account', () => {
    const asap = earliestDeliveryDate('2026-11-26'); // ordered on Thanksgiving
    expect(asap).toBe('2026-12-08');
    expect(earliestDateHint(asap)).toContain(
      'Earliest: Tuesday, December 8, 2026, 8 business days from today',
    );
    expect(arrivalPromise(asap)).toEqual({
      headline: `Arrives by ${formatDeliveryDate(asap)}`,
      detail: 'Mailed Tue, Dec 1; arriving between Fri, Dec 4 and Tue, Dec 8.',
    });
    expect(formatArrival(asap)).toBe(
      'Arrives by Tuesday, December 8, 2026. Mailed Tue, Dec 1; arriving between Fri, Dec 4 and Tue, Dec 8.',
    );
    expect(formatArrival(null)).toBeNull();
  });
});
