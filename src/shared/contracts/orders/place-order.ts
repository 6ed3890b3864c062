import { ZCreateOrderSchema, ZOrderSchema } from '../../order';
import { defineContract } from '../contract';

/**
 * The checkout reports a payment: the server asks the provider itself, then makes the order (or returns the
 * one the webhook already made).
 */
export const placeOrder = defineContract({
  method: 'POST',
  path: '/api/orders',
  auth: 'link', // guest or account: the campaign's id and its payment's
  body: ZCreateOrderSchema,
  response: ZOrderSchema,
});
