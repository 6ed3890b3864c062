import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1WebhookDeliverySchema } from '../../v1-webhook-endpoints';
import { defineContract } from '../contract';

export const v1TestWebhookEndpoint = defineContract({
  method: 'POST',
  path: '/v1/webhook_endpoints/:id/test',
  auth: 'api-key',
  docs: {
    operationId: 'testWebhookEndpoint',
    summary: 'Send a test event',
    description:
      "Sends a `webhook_endpoint.test` event to the endpoint now, signed like every delivery, and answers the attempt: the receiver's status, or why it could not be reached. Only this endpoint receives it; a turned-off endpoint is a 409.",
  },
  params: ZV1IdParamsSchema,
  response: ZV1WebhookDeliverySchema,
});
