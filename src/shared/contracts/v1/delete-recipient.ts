import { ZV1DeletedRecipientSchema, ZV1RecipientParamsSchema } from '../../v1-recipients';
import { defineContract } from '../contract';

/** Removes one recipient from a draft campaign; the server recomputes the totals. */
export const v1DeleteRecipient = defineContract({
  method: 'DELETE',
  path: '/v1/campaigns/:id/recipients/:recipient_id',
  auth: 'api-key',
  params: ZV1RecipientParamsSchema,
  response: ZV1DeletedRecipientSchema,
});
