import { ZWebhookEndpointParamsSchema } from '../../webhooks';
import { defineContract, EMPTY } from '../contract';

/** Removes an endpoint and its delivery log; another account's id is 404. */
export const deleteWebhookEndpoint = defineContract({
  method: 'DELETE',
  path: '/api/account/webhook-endpoints/:id',
  auth: 'account',
  params: ZWebhookEndpointParamsSchema,
  response: EMPTY,
});
