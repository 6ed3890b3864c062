import { ZAdminOrderSchema, ZOrderParamsSchema, ZOrderStatusPatchSchema } from '../../admin-orders';
import { defineContract } from '../contract';

/** Sets an order's payment status; the first move to paid stamps paidAt. Answers the updated row. Admin token. */
export const updateOrderStatus = defineContract({
  method: 'PATCH',
  path: '/api/admin/orders/:id',
  auth: 'staff',
  params: ZOrderParamsSchema,
  body: ZOrderStatusPatchSchema,
  response: ZAdminOrderSchema,
});
