import { z } from 'zod';
import { v1Cents, v1Count, v1Currency, v1Object, v1Uuid } from './v1-fields';

/** A checkout price tier: from `min_notes` to `max_notes` (null: no end), at `price_per_note` cents. */
const ZV1PriceTierSchema = z
  .object({
    min_notes: v1Count('The smallest number of notes the tier applies to.'),
    max_notes: z.number().int().nullable().describe('The largest; null: no end.'),
    price_per_note: v1Cents('The price of one note in this tier.'),
  })
  .meta({ id: 'PriceTier', description: 'A checkout price tier.' });

/**
 * What the campaign costs as it stands, in cents, with the checkout's tiers; `next_tier` (absent at the top
 * tier) says from how many notes the price per note drops next.
 */
export const ZV1QuoteSchema = z
  .object({
    object: v1Object('quote'),
    campaign_id: v1Uuid('The campaign priced.'),
    notes: v1Count('How many notes: one per recipient.'),
    price_per_note: v1Cents('The price of one note at this volume.'),
    amount: v1Cents('What the campaign costs: `notes` × `price_per_note`.'),
    currency: v1Currency(),
    tiers: z.array(ZV1PriceTierSchema).describe("The checkout's price tiers, by volume."),
    next_tier: z
      .object({
        min_notes: v1Count('From how many notes the next tier applies.'),
        price_per_note: v1Cents('Its price of one note.'),
      })
      .optional()
      .describe('From how many notes the price per note drops next; absent at the top tier.'),
  })
  .meta({ id: 'Quote', description: 'What a campaign costs as it stands.' });
export type V1Quote = z.infer<typeof ZV1QuoteSchema>;
