import { describe, expect, it } from 'vitest';
import { CHECKOUT_TIERS, MANUAL_ORDER_TIERS, pricePerNoteCents, quote, toPricingResult } from './pricing';

describe('checkout tiers (public-site.md §9)', () => {
  it.each([
    [1, 499],
    [99, 499],
    [100, 399],
    [499, 399],
    [500, 349],
    [999, 349],
    [1000, 299],
    [100000, 299],
  ])('%i notes cost %i cents each', (count, cents) => {
    expect(pricePerNoteCents(count, CHECKOUT_TIERS)).toBe(cents);
  });
});

describe('manual order tiers (back-office.md §9)', () => {
  it.each([
    [1, 499],
    [49, 499],
    [50, 449],
    [99, 449],
    [100, 399],
    [249, 399],
    [250, 349],
    [499, 349],
    [500, 299],
    [5000, 299],
  ])('%i notes cost %i cents each', (count, cents) => {
    expect(pricePerNoteCents(count, MANUAL_ORDER_TIERS)).toBe(cents);
  });
});

describe('quote', () => {
  it('measures savings against 4.99 per note (500 notes: 2495.00 - 1745.00)', () => {
    expect(toPricingResult(quote(500))).toEqual({
      total: '1745.00',
      pricePerNote: '3.49',
      savings: '750.00',
    });
  });

  it('has no savings below the first discount', () => {
    expect(toPricingResult(quote(25))).toEqual({ total: '124.75', pricePerNote: '4.99', savings: '0.00' });
  });

  it('computes totals in whole cents without float drift', () => {
    expect(quote(3).totalCents).toBe(1497);
    expect(toPricingResult(quote(1000))).toEqual({
      total: '2990.00',
      pricePerNote: '2.99',
      savings: '2000.00',
    });
  });
});
