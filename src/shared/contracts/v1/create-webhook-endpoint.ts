import { ZV1CreatedWebhookEndpointSchema, ZV1CreateWebhookEndpointSchema } from '../../v1-webhook-endpoints';
import { defineContract } from '../contract';

export const v1CreateWebhookEndpoint = defineContract({
  method: 'POST',
  path: '/v1/webhook_endpoints',
  auth: 'api-key',
  docs: {
    operationId: 'createWebhookEndpoint',
    summary: 'Create a webhook endpoint',
    description: "Adds an endpoint for the key's mode; the answer holds its signing secret, shown this once.",
  },
  body: ZV1CreateWebhookEndpointSchema,
  response: ZV1CreatedWebhookEndpointSchema,
  status: 201,
});
