import { ZStripeWebhookAckSchema } from '../../payments';
import { defineContract } from '../contract';

/**
 * Stripe's events. The body is read as raw bytes (the signature covers them exactly), so the contract
 * declares none; only Stripe calls it.
 */
export const receiveStripeWebhook = defineContract({
  method: 'POST',
  path: '/api/stripe/webhook',
  auth: 'public', // Stripe's signature over the raw body is checked by the route
  response: ZStripeWebhookAckSchema,
});
