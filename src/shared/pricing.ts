import { centsToDecimal } from './money';

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
export const LIST_PRICE_CENTS = 499;

/** Landing-page pricing cards (public-site.md §9): marketing copy, not what checkout charges. */
export const LANDING_PLANS = [
  {
    id: 'starter',
    name: 'Starter',
    priceCents: 499,
    range: '1-100 notes',
    features: ['Standard stationery', '5-7 day delivery', 'Email support', 'All handwriting styles'],
    mostPopular: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    priceCents: 349,
    range: '101-1000 notes',
    features: ['Premium stationery', '3-5 day delivery', 'Priority support', 'All handwriting styles'],
    mostPopular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    priceCents: 249,
    range: '1000+ notes',
    features: [
      'Custom stationery',
      'Rush delivery (1-2 days)',
      'Dedicated account manager',
      'All handwriting styles',
    ],
    mostPopular: false,
  },
] as const;

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
