import type { FastifyPluginAsync } from 'fastify';
import { getAccountCard } from '../../../shared/contracts/account-card/get-account-card';
import { payWithAccountCard } from '../../../shared/contracts/account-card/pay-with-account-card';
import { removeAccountCard } from '../../../shared/contracts/account-card/remove-account-card';
import { NO_SAVED_CARD } from '../../../shared/saved-cards';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { conflict, HttpError } from '../../lib/errors';
import { accountOf } from '../accounts/require-account';
import { chargeSavedCard } from './charge-saved-card';
import { payableByAccount } from './payable-by-account';
import { getSavedCard, removeSavedCard } from './saved-card-service';

/** The card on file of the signed-in customer; registered inside the account routes' signed-in scope. */
export const savedCardRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    route(app, getAccountCard, async (request) => ({
      card: await getSavedCard(db, accountOf(request).accountId),
    }));

    route(app, removeAccountCard, async (request) => {
      await removeSavedCard(deps, accountOf(request).accountId);
      return undefined;
    });

    route(
      app,
      payWithAccountCard,
      async (request) => {
        const { accountId } = accountOf(request);
        if (!deps.payments) throw new HttpError(503, 'Card payments are not set up on this server.');
        if (!(await getSavedCard(db, accountId))) throw conflict(NO_SAVED_CARD);
        // The checks with their own statuses (404, 409, 400); chargeSavedCard makes them again itself.
        await payableByAccount(db, request.body.campaignId, accountId);
        const result = await chargeSavedCard(deps, { accountId, campaignId: request.body.campaignId });
        if (!result.ok) throw new HttpError(402, result.message);
        return { orderId: result.orderId };
      },
      // Each call may charge a card.
      { config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    );
  };
