import type { FastifyPluginAsync } from 'fastify';
import { getAccountCard } from '../../../shared/contracts/account-card/get-account-card';
import { removeAccountCard } from '../../../shared/contracts/account-card/remove-account-card';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { accountOf } from '../account-sessions/require-account';
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
  };
