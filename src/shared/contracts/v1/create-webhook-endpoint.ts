import { ZV1CreatedWebhookEndpointSchema, ZV1CreateWebhookEndpointSchema } from '../../v1-webhook-endpoints';
import { defineContract } from '../contract';

/** Adds an endpoint for the key's mode; the answer holds its signing secret, shown this once. */
export const v1CreateWebhookEndpoint = defineContract({
  method: 'POST',
  path: '/v1/webhook_endpoints',
  auth: 'api-key',
  body: ZV1CreateWebhookEndpointSchema,
  response: ZV1CreatedWebhookEndpointSchema,
  status: 201,
});
