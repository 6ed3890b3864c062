import type { FastifyPluginAsync } from 'fastify';
import { confirmTestPayment } from '../../../shared/contracts/payments/confirm-test-payment';
import { createPaymentIntent } from '../../../shared/contracts/payments/create-payment-intent';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { unavailable } from '../../lib/errors';
import { openCampaign, siteCallerOf } from '../campaigns/campaign-access';
import * as testPayments from './confirm-test-payment';
import { preparePayment } from './payment-intent-service';

/**
 * Checkout's payment: the intent the card form confirms, and the test provider's card confirmation (a
 * success is fulfilled at once, as Stripe's webhook would).
 */
export const fulfilmentRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    route(
      app,
      createPaymentIntent,
      async (request) => {
        if (!deps.payments) throw unavailable('Card payments are not set up on this server.');
        const { campaignId, saveCard } = request.body;
        const caller = await siteCallerOf(deps, request);
        // An account's or /v1 campaign is paid here only by its owner; to anyone else it does not exist.
        await openCampaign(deps.database.db, campaignId, caller);
        // A guest's saveCard is ignored: a card is only ever kept on a signed-in customer's account.
        const saver =
          saveCard && caller.accountId && caller.email
            ? { accountId: caller.accountId, email: caller.email }
            : null;
        return preparePayment(deps.database.db, deps.payments, campaignId, saver);
      },
      // Each call may open an intent with the provider.
      { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
    );

    route(app, confirmTestPayment, async (request) =>
      testPayments.confirmTestPayment(deps, request.body, await siteCallerOf(deps, request)),
    );
  };
