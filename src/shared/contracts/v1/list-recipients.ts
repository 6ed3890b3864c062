import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1RecipientListQuerySchema, ZV1RecipientListSchema } from '../../v1-recipients';
import { defineContract } from '../contract';

export const v1ListRecipients = defineContract({
  method: 'GET',
  path: '/v1/campaigns/:id/recipients',
  auth: 'api-key',
  docs: {
    operationId: 'listRecipients',
    summary: "List a campaign's recipients",
    description:
      "A campaign's recipients in the order they were added, by cursor (`starting_after` a recipient id); filtered by metadata when asked.",
  },
  params: ZV1IdParamsSchema,
  query: ZV1RecipientListQuerySchema,
  response: ZV1RecipientListSchema,
});
