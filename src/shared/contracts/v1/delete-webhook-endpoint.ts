import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1DeletedWebhookEndpointSchema } from '../../v1-webhook-endpoints';
import { defineContract } from '../contract';

/** Removes a webhook endpoint: it receives nothing more, and its delivery log goes with it. */
export const v1DeleteWebhookEndpoint = defineContract({
  method: 'DELETE',
  path: '/v1/webhook_endpoints/:id',
  auth: 'api-key',
  params: ZV1IdParamsSchema,
  response: ZV1DeletedWebhookEndpointSchema,
});
