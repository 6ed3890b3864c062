import { ZCreatedWebhookEndpointSchema, ZCreateWebhookEndpointSchema } from '../../webhooks';
import { defineContract } from '../contract';

/** Adds an endpoint; the answer holds its signing secret, shown this once. */
export const createWebhookEndpoint = defineContract({
  method: 'POST',
  path: '/api/account/webhook-endpoints',
  auth: 'account',
  body: ZCreateWebhookEndpointSchema,
  response: ZCreatedWebhookEndpointSchema,
  status: 201,
});
