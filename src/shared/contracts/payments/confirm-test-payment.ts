import { ZTestPaymentConfirmSchema, ZTestPaymentResultSchema } from '../../payments';
import { defineContract } from '../contract';

/** The built-in test provider's stand-in for Stripe.js confirmPayment; 402 with the card's decline message. */
export const confirmTestPayment = defineContract({
  method: 'POST',
  path: '/api/test-payments/confirm',
  auth: 'link', // guest or account: the payment's id and client secret
  body: ZTestPaymentConfirmSchema,
  response: ZTestPaymentResultSchema,
});
