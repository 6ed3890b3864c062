import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1WebhookEndpointSchema } from '../../v1-webhook-endpoints';
import { defineContract } from '../contract';

export const v1GetWebhookEndpoint = defineContract({
  method: 'GET',
  path: '/v1/webhook_endpoints/:id',
  auth: 'api-key',
  docs: {
    operationId: 'getWebhookEndpoint',
    summary: 'Retrieve a webhook endpoint',
    description: "One webhook endpoint of the key's account and mode (without its secret).",
  },
  params: ZV1IdParamsSchema,
  response: ZV1WebhookEndpointSchema,
});
