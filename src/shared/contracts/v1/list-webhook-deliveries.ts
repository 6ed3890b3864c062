import { ZV1IdParamsSchema, ZV1ListQuerySchema } from '../../v1-lists';
import { ZV1WebhookDeliveryListSchema } from '../../v1-webhook-endpoints';
import { defineContract } from '../contract';

export const v1ListWebhookDeliveries = defineContract({
  method: 'GET',
  path: '/v1/webhook_endpoints/:id/deliveries',
  auth: 'api-key',
  docs: {
    operationId: 'listWebhookDeliveries',
    summary: "List a webhook endpoint's deliveries",
    description:
      "The endpoint's 50 most recent delivery attempts (status code, duration, attempt, event), newest first.",
  },
  params: ZV1IdParamsSchema,
  query: ZV1ListQuerySchema,
  response: ZV1WebhookDeliveryListSchema,
});
