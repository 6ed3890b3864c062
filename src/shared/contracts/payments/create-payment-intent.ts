import { ZCreatePaymentIntentSchema, ZPaymentIntentResponseSchema } from '../../payments';
import { defineContract } from '../contract';

/**
 * Opens (or reopens) the payment of a campaign for the amount the server stores; an amount in the body is
 * ignored. 503 when card payment is not set up.
 */
export const createPaymentIntent = defineContract({
  method: 'POST',
  path: '/api/create-payment-intent',
  auth: 'link', // guest or account: the campaign's id, in the body
  body: ZCreatePaymentIntentSchema,
  response: ZPaymentIntentResponseSchema,
});
