import { z } from 'zod';
import { ZAccountOrderSchema } from '../../account-orders';
import { defineContract } from '../contract';

/** One of the customer's orders with its timeline and history; another account's id is 404. */
export const getAccountOrder = defineContract({
  method: 'GET',
  path: '/api/account/orders/:id',
  auth: 'account',
  params: z.object({ id: z.string() }),
  response: ZAccountOrderSchema,
});
