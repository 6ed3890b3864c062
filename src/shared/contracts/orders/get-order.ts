import { ZOrderIdParamsSchema, ZOrderSchema } from '../../order';
import { defineContract } from '../contract';

/** An order by its unguessable id (the confirmation page); 404 'Order not found'. */
export const getOrder = defineContract({
  method: 'GET',
  path: '/api/orders/:id',
  auth: 'link', // guest or account: the order's unguessable id
  params: ZOrderIdParamsSchema,
  response: ZOrderSchema,
});
