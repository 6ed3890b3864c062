import type { FastifyPluginAsync } from 'fastify';
import { payWithAccountCard } from '../../../shared/contracts/account-card/pay-with-account-card';
import { NO_SAVED_CARD } from '../../../shared/saved-cards';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { conflict, paymentFailed, unavailable } from '../../lib/errors';
import { accountOf } from '../account-sessions/require-account';
import { payableByAccount } from '../saved-cards/payable-by-account';
import { getSavedCard } from '../saved-cards/saved-card-service';
import { chargeSavedCard } from './charge-saved-card';

/** Paying with the card on file; registered inside the account routes' signed-in scope. */
export const accountCardPaymentRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;
    route(
      app,
      payWithAccountCard,
      async (request) => {
        const { accountId } = accountOf(request);
        if (!deps.payments) throw unavailable('Card payments are not set up on this server.');
        if (!(await getSavedCard(db, accountId))) throw conflict(NO_SAVED_CARD);
        // The checks with their own statuses (404, 409, 400); chargeSavedCard makes them again itself.
        await payableByAccount(db, request.body.campaignId, accountId);
        const result = await chargeSavedCard(deps, { accountId, campaignId: request.body.campaignId });
        if (!result.ok) throw paymentFailed(result.message);
        return { orderId: result.orderId };
      },
      // Each call may charge a card.
      { config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    );
  };
