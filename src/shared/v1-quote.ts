import { z } from 'zod';

/** A checkout price tier: from `min_notes` to `max_notes` (null: no end), at `price_per_note` cents. */
const ZV1PriceTierSchema = z
  .object({
    min_notes: z.number().int(),
    max_notes: z.number().int().nullable(),
    price_per_note: z.number().int(),
  })
  .meta({ id: 'PriceTier' });

/**
 * What the campaign costs as it stands, in cents, with the checkout's tiers; `next_tier` (absent at the top
 * tier) says from how many notes the price per note drops next.
 */
export const ZV1QuoteSchema = z
  .object({
    object: z.literal('quote'),
    campaign_id: z.string().uuid(),
    notes: z.number().int(),
    price_per_note: z.number().int(),
    amount: z.number().int(),
    currency: z.literal('usd'),
    tiers: z.array(ZV1PriceTierSchema),
    next_tier: z.object({ min_notes: z.number().int(), price_per_note: z.number().int() }).optional(),
  })
  .meta({ id: 'Quote' });
export type V1Quote = z.infer<typeof ZV1QuoteSchema>;
