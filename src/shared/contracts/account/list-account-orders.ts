import { ZAccountOrderPageSchema, ZAccountOrdersQuerySchema } from '../../account-orders';
import { defineContract } from '../contract';

/** The signed-in customer's orders, newest first, ten a page (session cookie). */
export const listAccountOrders = defineContract({
  method: 'GET',
  path: '/api/account/orders',
  auth: 'account',
  query: ZAccountOrdersQuerySchema,
  response: ZAccountOrderPageSchema,
});
