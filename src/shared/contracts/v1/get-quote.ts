import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1QuoteSchema } from '../../v1-quote';
import { defineContract } from '../contract';

/** What the campaign costs with its recipients as they stand, priced by the checkout's tiers (cents). */
export const v1GetQuote = defineContract({
  method: 'GET',
  path: '/v1/campaigns/:id/quote',
  auth: 'api-key',
  params: ZV1IdParamsSchema,
  response: ZV1QuoteSchema,
});
