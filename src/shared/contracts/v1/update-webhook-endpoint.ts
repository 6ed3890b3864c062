import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1UpdateWebhookEndpointSchema, ZV1WebhookEndpointSchema } from '../../v1-webhook-endpoints';
import { defineContract } from '../contract';

export const v1UpdateWebhookEndpoint = defineContract({
  method: 'POST',
  path: '/v1/webhook_endpoints/:id',
  auth: 'api-key',
  docs: {
    operationId: 'updateWebhookEndpoint',
    summary: 'Update a webhook endpoint',
    description:
      "Changes the fields sent (Stripe style: POST to the endpoint): its URL (checked as a new endpoint's), its events, or `enabled` to turn it on or off.",
  },
  params: ZV1IdParamsSchema,
  body: ZV1UpdateWebhookEndpointSchema,
  response: ZV1WebhookEndpointSchema,
});
