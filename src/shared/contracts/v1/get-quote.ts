import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1QuoteSchema } from '../../v1-quote';
import { defineContract } from '../contract';

export const v1GetQuote = defineContract({
  method: 'GET',
  path: '/v1/campaigns/:id/quote',
  auth: 'api-key',
  docs: {
    operationId: 'getQuote',
    summary: 'Quote a campaign',
    description:
      "What the campaign costs with its recipients as they stand, priced by the checkout's tiers (cents).",
  },
  params: ZV1IdParamsSchema,
  response: ZV1QuoteSchema,
});
