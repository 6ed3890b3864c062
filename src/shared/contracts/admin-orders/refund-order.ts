import { ZAdminOrderSchema, ZOrderParamsSchema } from '../../admin-orders';
import { ZAdminRefundSchema } from '../../refunds';
import { defineContract } from '../contract';

/**
 * Refunds part or all of a card order through its payment provider, with a reason; the order becomes
 * refunded once nothing is left. 400 over the remaining amount, 409 for orders not paid through a provider.
 * Answers the updated row. Admin token.
 */
export const refundAdminOrder = defineContract({
  method: 'POST',
  path: '/api/admin/orders/:id/refunds',
  auth: 'staff',
  params: ZOrderParamsSchema,
  body: ZAdminRefundSchema,
  response: ZAdminOrderSchema,
});
