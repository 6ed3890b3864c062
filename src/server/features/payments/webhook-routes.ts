import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { badRequest, notFound } from '../../lib/errors';
import { StripePaymentProvider } from './stripe-provider';
import { handleStripeEvent } from './webhook-service';

/**
 * POST /api/stripe/webhook. Registered as its own plugin so its raw-body parser applies to this route only:
 * the signature is computed over the exact bytes Stripe sent.
 */
export const stripeWebhookRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post('/api/stripe/webhook', async (request) => {
      const provider = deps.payments;
      const secret = deps.config.stripe.webhookSecret;
      if (!(provider instanceof StripePaymentProvider) || !secret) {
        throw notFound('Stripe webhooks are not configured on this server.');
      }
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw badRequest('Missing Stripe-Signature header or body.');
      }
      let event: ReturnType<StripePaymentProvider['constructEvent']>;
      try {
        event = provider.constructEvent(request.body, signature, secret);
      } catch {
        throw badRequest('Invalid Stripe signature.');
      }
      return { received: true, outcome: await handleStripeEvent(deps, event, request.log) };
    });
  };
