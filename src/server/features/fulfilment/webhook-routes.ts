import type { FastifyPluginAsync } from 'fastify';
import { receiveStripeWebhook } from '../../../shared/contracts/payments/receive-stripe-webhook';
import type { AppDeps } from '../../app-deps';
import { contractRouteBase } from '../../lib/contract-route';
import { badRequest, notFound } from '../../lib/errors';
import { StripePaymentProvider } from '../payments/stripe-provider';
import { handleStripeEvent } from './stripe-events';

/**
 * POST /api/stripe/webhook. Registered as its own plugin so its raw-body parser applies to this route only:
 * the signature is computed over the exact bytes Stripe sent. A plain route (not `route()`): the contract
 * declares no body, and this handler needs the raw Buffer the parser leaves in request.body.
 */
export const stripeWebhookRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.route({
      ...contractRouteBase(app, receiveStripeWebhook),
      schema: { response: { 200: receiveStripeWebhook.response } },
      handler: async (request) => {
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
        return { received: true as const, outcome: await handleStripeEvent(deps, event, request.log) };
      },
    });
  };
