import type { FastifyPluginAsync } from 'fastify';
import { createPaymentIntent } from '../../../shared/contracts/payments/create-payment-intent';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { HttpError } from '../../lib/errors';
import { preparePayment } from './payment-intent-service';

export const paymentRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      createPaymentIntent,
      async (request) => {
        if (!deps.payments) throw new HttpError(503, 'Card payments are not set up on this server.');
        return preparePayment(deps.database.db, deps.payments, request.body.campaignId);
      },
      // Each call may open an intent with the provider.
      { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    );
  };
