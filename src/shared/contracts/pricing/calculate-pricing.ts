import { ZCalculatePricingSchema, ZPricingResultSchema } from '../../pricing-schemas';
import { defineContract } from '../contract';

/** The price of a number of notes at the self-serve (checkout) tiers (public-site.md §5). */
export const calculatePricing = defineContract({
  method: 'POST',
  path: '/api/calculate-pricing',
  auth: 'public',
  body: ZCalculatePricingSchema,
  response: ZPricingResultSchema,
});
