import { z } from 'zod';
import { ZReorderResultSchema, ZReorderSchema } from '../../account-orders';
import { defineContract } from '../contract';

/**
 * A new draft campaign with the order's design, message, style and list (or a saved list), for a new
 * delivery date; the customer then pays it at `/checkout/{campaignId}`.
 */
export const reorderAccountOrder = defineContract({
  method: 'POST',
  path: '/api/account/orders/:id/reorder',
  auth: 'account',
  params: z.object({ id: z.string() }),
  body: ZReorderSchema,
  response: ZReorderResultSchema,
  status: 201,
});
