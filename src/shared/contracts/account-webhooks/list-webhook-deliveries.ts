import { ZWebhookDeliveryListSchema, ZWebhookEndpointParamsSchema } from '../../webhooks';
import { defineContract } from '../contract';

/** The endpoint's recent delivery attempts, newest first; another account's id is 404. */
export const listWebhookDeliveries = defineContract({
  method: 'GET',
  path: '/api/account/webhook-endpoints/:id/deliveries',
  auth: 'account',
  params: ZWebhookEndpointParamsSchema,
  response: ZWebhookDeliveryListSchema,
});
