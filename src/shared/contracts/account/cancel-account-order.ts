import { z } from 'zod';
import { ZAccountOrderSchema } from '../../account-orders';
import { defineContract } from '../contract';

/**
 * Cancels an order whose production has not started: the payment is refunded in full through its provider,
 * the order becomes refunded and the campaign cancelled. 409 once production has started.
 */
export const cancelAccountOrder = defineContract({
  method: 'POST',
  path: '/api/account/orders/:id/cancel',
  auth: 'account',
  params: z.object({ id: z.string() }),
  response: ZAccountOrderSchema,
});
