import { ZV1ListQuerySchema } from '../../v1-lists';
import { ZV1OrderListSchema } from '../../v1-orders';
import { defineContract } from '../contract';

/** The key's account's orders of the key's mode (test or live), newest first, by cursor. */
export const v1ListOrders = defineContract({
  method: 'GET',
  path: '/v1/orders',
  auth: 'api-key',
  query: ZV1ListQuerySchema,
  response: ZV1OrderListSchema,
});
