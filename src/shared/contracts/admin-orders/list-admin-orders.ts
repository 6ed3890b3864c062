import { ZAdminOrderListQuerySchema, ZAdminOrderPageSchema } from '../../admin-orders';
import { defineContract } from '../contract';

/** One page of orders, newest first, searched (`q`) and filtered by payment status. Admin token. */
export const listAdminOrders = defineContract({
  method: 'GET',
  path: '/api/admin/orders',
  auth: 'staff',
  query: ZAdminOrderListQuerySchema,
  response: ZAdminOrderPageSchema,
});
