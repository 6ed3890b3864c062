import type { FastifyPluginAsync } from 'fastify';
import { createPaymentIntent } from '../../../shared/contracts/payments/create-payment-intent';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { HttpError } from '../../lib/errors';
import { optionalAccount } from '../accounts/require-account';
import { preparePayment } from './payment-intent-service';

export const paymentRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      createPaymentIntent,
      async (request) => {
        if (!deps.payments) throw new HttpError(503, 'Card payments are not set up on this server.');
        // A guest's saveCard is ignored: a card is only ever kept on a signed-in customer's account.
        const account = request.body.saveCard ? await optionalAccount(deps, request) : undefined;
        return preparePayment(deps.database.db, deps.payments, request.body.campaignId, account ?? null);
      },
      // Each call may open an intent with the provider.
      { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    );
  };
