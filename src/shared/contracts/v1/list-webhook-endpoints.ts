import { ZV1ListQuerySchema } from '../../v1-lists';
import { ZV1WebhookEndpointListSchema } from '../../v1-webhook-endpoints';
import { defineContract } from '../contract';

export const v1ListWebhookEndpoints = defineContract({
  method: 'GET',
  path: '/v1/webhook_endpoints',
  auth: 'api-key',
  docs: {
    operationId: 'listWebhookEndpoints',
    summary: 'List webhook endpoints',
    description: "The key's account's webhook endpoints of the key's mode, newest first, by cursor.",
  },
  query: ZV1ListQuerySchema,
  response: ZV1WebhookEndpointListSchema,
});
