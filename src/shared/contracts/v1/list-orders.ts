import { ZV1OrderListQuerySchema, ZV1OrderListSchema } from '../../v1-orders';
import { defineContract } from '../contract';

export const v1ListOrders = defineContract({
  method: 'GET',
  path: '/v1/orders',
  auth: 'api-key',
  docs: {
    operationId: 'listOrders',
    summary: 'List orders',
    description:
      "The key's account's orders of the key's mode (test or live), newest first, by cursor; filtered by status, campaign, creation time and metadata when asked.",
  },
  query: ZV1OrderListQuerySchema,
  response: ZV1OrderListSchema,
});
