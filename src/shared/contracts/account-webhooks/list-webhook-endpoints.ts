import { ZWebhookEndpointListSchema } from '../../webhooks';
import { defineContract } from '../contract';

/** The signed-in account's endpoints, newest first, without their secrets. */
export const listWebhookEndpoints = defineContract({
  method: 'GET',
  path: '/api/account/webhook-endpoints',
  auth: 'account',
  response: ZWebhookEndpointListSchema,
});
