import { centsToDecimal } from './money';
import { formatCount } from './number-format';

/** A price tier: from `min` notes (inclusive) upward until the next tier, at `cents` per note. */
export interface PriceTier {
  min: number;
  cents: number;
}

/** Checkout price per note by contact count (public-site.md §9). Also used by the volume calculator. */
export const CHECKOUT_TIERS: readonly PriceTier[] = [
  { min: 1, cents: 499 },
  { min: 100, cents: 399 },
  { min: 500, cents: 349 },
  { min: 1000, cents: 299 },
];

/** Price per note in the admin's manual order form (back-office.md §9). */
export const MANUAL_ORDER_TIERS: readonly PriceTier[] = [
  { min: 1, cents: 499 },
  { min: 50, cents: 449 },
  { min: 100, cents: 399 },
  { min: 250, cents: 349 },
  { min: 500, cents: 299 },
];

/** The undiscounted price the calculator's savings are measured against. */
const LIST_PRICE_CENTS = 499;

/**
 * Landing-page pricing cards (public-site.md §9). The cards keep the spec's figures, but each headline names
 * the volume its figure applies to (GUIDE: never promise a self-serve price checkout does not charge), and the
 * volumes agree with the checkout tiers (the table beneath the cards):
 * - `volumes`: the orders the plan is for, a run of whole checkout tiers;
 * - `self-serve`: the figure is what checkout charges for the tier it names (`planHeadline`); the plan's other
 *   tiers are stated beside it (`planOtherTiers`);
 * - `sales`: the figure is agreed through the sales team; the card also states the self-serve price for
 *   `selfServeFrom` notes, which is what checkout charges there.
 */
export const LANDING_PLANS = [
  {
    id: 'starter',
    name: 'Starter',
    priceCents: 499,
    volumes: { min: 1, max: 99 },
    terms: { kind: 'self-serve' },
    features: ['Standard stationery', '5-7 day delivery', 'Email support', 'All handwriting styles'],
    mostPopular: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    priceCents: 349,
    volumes: { min: 100, max: 999 },
    terms: { kind: 'self-serve' },
    features: ['Premium stationery', '3-5 day delivery', 'Priority support', 'All handwriting styles'],
    mostPopular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    priceCents: 249,
    volumes: { min: 1000, max: null },
    terms: { kind: 'sales', selfServeFrom: 1000 },
    features: [
      'Custom stationery',
      'Rush delivery (1-2 days)',
      'Dedicated account manager',
      'All handwriting styles',
    ],
    mostPopular: false,
  },
] as const satisfies readonly {
  id: string;
  name: string;
  priceCents: number;
  volumes: { min: number; max: number | null };
  terms: { kind: 'self-serve' } | { kind: 'sales'; selfServeFrom: number };
  features: readonly string[];
  mostPopular: boolean;
}[];

export type LandingPlan = (typeof LANDING_PLANS)[number];

/**
 * A card's headline: the volume its figure applies to ("500–999 notes") and whether the figure is agreed
 * through sales rather than charged at checkout. A self-serve figure names the checkout tier charging it.
 */
export function planHeadline(plan: LandingPlan): {
  volume: { min: number; max: number | null };
  salesOnly: boolean;
} {
  if (plan.terms.kind === 'sales') return { volume: plan.volumes, salesOnly: true };
  const tier = checkoutTierOf(plan.priceCents);
  if (!tier) throw new Error(`Checkout charges no ${plan.priceCents} cents tier (${plan.id} card)`);
  return { volume: { min: tier.min, max: tier.max }, salesOnly: false };
}

/** The plan's other checkout tiers (volumes it covers at another price): "100–499 notes: $3.99". */
export function planOtherTiers(plan: LandingPlan): TierRange[] {
  if (plan.terms.kind === 'sales') return [];
  const headline = planHeadline(plan).volume;
  return tierRanges().filter(
    (tier) =>
      tier.min !== headline.min &&
      tier.min >= plan.volumes.min &&
      (plan.volumes.max === null || (tier.max !== null && tier.max <= plan.volumes.max)),
  );
}

/** A tier with its last volume: `max` is null for the open-ended top tier. */
export interface TierRange {
  min: number;
  max: number | null;
  cents: number;
}

export function tierRanges(tiers: readonly PriceTier[] = CHECKOUT_TIERS): TierRange[] {
  return tiers.map((tier, i) => {
    const next = tiers[i + 1];
    return { min: tier.min, max: next ? next.min - 1 : null, cents: tier.cents };
  });
}

/** The checkout tier charging exactly `cents` per note, or undefined when checkout never charges it. */
export function checkoutTierOf(cents: number): TierRange | undefined {
  return tierRanges().find((tier) => tier.cents === cents);
}

/** "1–99 notes", "1,000+ notes". */
export function formatNoteRange(range: { min: number; max: number | null }): string {
  return range.max === null
    ? `${formatCount(range.min)}+ notes`
    : `${formatCount(range.min)}–${formatCount(range.max)} notes`;
}

export function pricePerNoteCents(noteCount: number, tiers: readonly PriceTier[]): number {
  let cents = tiers[0]!.cents;
  for (const tier of tiers) if (noteCount >= tier.min) cents = tier.cents;
  return cents;
}

export interface Quote {
  noteCount: number;
  pricePerNoteCents: number;
  totalCents: number;
  savingsCents: number;
}

export function quote(noteCount: number, tiers: readonly PriceTier[] = CHECKOUT_TIERS): Quote {
  const perNote = pricePerNoteCents(noteCount, tiers);
  const totalCents = perNote * noteCount;
  return {
    noteCount,
    pricePerNoteCents: perNote,
    totalCents,
    savingsCents: LIST_PRICE_CENTS * noteCount - totalCents,
  };
}

export const MAX_NOTE_COUNT = 100_000;

/** The calculator's answer: decimal strings, as the API sends them. */
export interface TPricingResult {
  total: string;
  pricePerNote: string;
  savings: string;
}

export function toPricingResult(q: Quote): TPricingResult {
  return {
    total: centsToDecimal(q.totalCents),
    pricePerNote: centsToDecimal(q.pricePerNoteCents),
    savings: centsToDecimal(q.savingsCents),
  };
}
