import { ZStripeWebhookAckSchema } from '../../payments';
import { defineContract } from '../contract';

/**
 * Stripe's events. The body is read as raw bytes (the signature covers them exactly), so the contract
 * declares none; only Stripe calls it.
 */
export const receiveStripeWebhook = defineContract({
  method: 'POST',
  path: '/api/stripe/webhook',
  response: ZStripeWebhookAckSchema,
});
