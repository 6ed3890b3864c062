import { ZV1DeletedRecipientSchema, ZV1RecipientParamsSchema } from '../../v1-recipients';
import { defineContract } from '../contract';

export const v1DeleteRecipient = defineContract({
  method: 'DELETE',
  path: '/v1/campaigns/:id/recipients/:recipient_id',
  auth: 'api-key',
  docs: {
    operationId: 'deleteRecipient',
    summary: 'Remove a recipient from a draft campaign',
    description: 'Removes one recipient from a draft campaign; the server recomputes the totals.',
  },
  params: ZV1RecipientParamsSchema,
  response: ZV1DeletedRecipientSchema,
});
