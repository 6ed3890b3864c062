import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_TIERS,
  checkoutTierOf,
  formatNoteRange,
  LANDING_PLANS,
  MANUAL_ORDER_TIERS,
  planHeadline,
  planOtherTiers,
  pricePerNoteCents,
  quote,
  tierRanges,
  toPricingResult,
} from './pricing';

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

describe('landing cards against checkout', () => {
  it('lists the checkout tiers as ranges', () => {
    expect(tierRanges().map(formatNoteRange)).toEqual([
      '1–99 notes',
      '100–499 notes',
      '500–999 notes',
      '1,000+ notes',
    ]);
  });

  it('keeps the spec figures; a self-serve figure is what checkout charges for its tier, the rest go through sales', () => {
    expect(LANDING_PLANS.map((p) => p.priceCents)).toEqual([499, 349, 249]);
    for (const plan of LANDING_PLANS) {
      if (plan.terms.kind === 'self-serve') {
        const tier = checkoutTierOf(plan.priceCents);
        expect(tier, plan.id).toBeDefined();
        expect(quote(tier!.min).pricePerNoteCents).toBe(plan.priceCents);
      } else {
        expect(checkoutTierOf(plan.priceCents)).toBeUndefined();
        expect(quote(plan.terms.selfServeFrom).pricePerNoteCents).toBe(299);
      }
    }
  });

  it('each headline names the volume its price is charged for, at every count of it', () => {
    const headlines = LANDING_PLANS.map((plan) => {
      const { volume, salesOnly } = planHeadline(plan);
      return `${formatNoteRange(volume)}: $${(plan.priceCents / 100).toFixed(2)}${salesOnly ? ' (sales only)' : ''}`;
    });
    expect(headlines).toEqual([
      '1–99 notes: $4.99',
      '500–999 notes: $3.49',
      '1,000+ notes: $2.49 (sales only)',
    ]);
    for (const plan of LANDING_PLANS) {
      const { volume, salesOnly } = planHeadline(plan);
      if (salesOnly) continue;
      for (let n = volume.min; n <= volume.max!; n++)
        expect(quote(n).pricePerNoteCents, `${n}`).toBe(plan.priceCents);
      // The dearer volumes of the plan are stated beside it, at what checkout charges them.
      for (const tier of planOtherTiers(plan)) {
        for (let n = tier.min; n <= tier.max!; n++) expect(quote(n).pricePerNoteCents).toBe(tier.cents);
      }
    }
    expect(planOtherTiers(LANDING_PLANS[1]).map(formatNoteRange)).toEqual(['100–499 notes']);
  });

  it("the plans' volumes are whole checkout tiers, one after another from 1 note up (the table beneath)", () => {
    const ranges = tierRanges();
    let next = 1;
    for (const plan of LANDING_PLANS) {
      expect(plan.volumes.min).toBe(next);
      expect(ranges.some((r) => r.min === plan.volumes.min)).toBe(true);
      expect(ranges.some((r) => r.max === plan.volumes.max)).toBe(true);
      next = plan.volumes.max === null ? Infinity : plan.volumes.max + 1;
    }
    expect(next).toBe(Infinity);
    expect(LANDING_PLANS.map((p) => formatNoteRange(p.volumes))).toEqual([
      '1–99 notes',
      '100–999 notes',
      '1,000+ notes',
    ]);
  });
});
