import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1DeletedWebhookEndpointSchema } from '../../v1-webhook-endpoints';
import { defineContract } from '../contract';

export const v1DeleteWebhookEndpoint = defineContract({
  method: 'DELETE',
  path: '/v1/webhook_endpoints/:id',
  auth: 'api-key',
  docs: {
    operationId: 'deleteWebhookEndpoint',
    summary: 'Delete a webhook endpoint',
    description: 'Removes a webhook endpoint: it receives nothing more, and its delivery log goes with it.',
  },
  params: ZV1IdParamsSchema,
  response: ZV1DeletedWebhookEndpointSchema,
});
