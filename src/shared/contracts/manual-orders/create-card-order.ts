import { ZCardOrderResponseSchema, ZManualOrderSchema } from '../../manual-order';
import { defineContract } from '../contract';

/** A draft campaign the customer pays at checkout; the order appears when the payment succeeds (token). */
export const createCardOrder = defineContract({
  method: 'POST',
  path: '/api/admin/create-card-order',
  auth: 'staff',
  body: ZManualOrderSchema,
  response: ZCardOrderResponseSchema,
});
