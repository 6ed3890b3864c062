import { ZV1IdParamsSchema, ZV1ListQuerySchema } from '../../v1-lists';
import { ZV1RecipientListSchema } from '../../v1-recipients';
import { defineContract } from '../contract';

/** A campaign's recipients in the order they were added, by cursor (`starting_after` a recipient id). */
export const v1ListRecipients = defineContract({
  method: 'GET',
  path: '/v1/campaigns/:id/recipients',
  auth: 'api-key',
  params: ZV1IdParamsSchema,
  query: ZV1ListQuerySchema,
  response: ZV1RecipientListSchema,
});
