import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1WebhookEndpointSchema } from '../../v1-webhook-endpoints';
import { defineContract } from '../contract';

/** One webhook endpoint of the key's account and mode (without its secret). */
export const v1GetWebhookEndpoint = defineContract({
  method: 'GET',
  path: '/v1/webhook_endpoints/:id',
  auth: 'api-key',
  params: ZV1IdParamsSchema,
  response: ZV1WebhookEndpointSchema,
});
