import type { FastifyPluginAsync } from 'fastify';
import { API_REQUESTS_SHOWN } from '../../../shared/api-keys';
import { createApiKey } from '../../../shared/contracts/account-api-keys/create-api-key';
import { listApiKeys } from '../../../shared/contracts/account-api-keys/list-api-keys';
import { listApiRequests } from '../../../shared/contracts/account-api-keys/list-api-requests';
import { revokeApiKey } from '../../../shared/contracts/account-api-keys/revoke-api-key';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { accountOf } from '../account-sessions/require-account';
import { createApiKeyFor, listApiKeysOf, revokeApiKeyOf } from './api-key-service';
import { listApiRequestsOf } from './request-log-store';

/** The signed-in customer's API keys; registered inside the account routes' signed-in scope. */
export const apiKeyRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    route(app, createApiKey, (request) => createApiKeyFor(db, accountOf(request).accountId, request.body));

    route(app, listApiKeys, async (request) => ({
      keys: await listApiKeysOf(db, accountOf(request).accountId),
    }));

    route(app, listApiRequests, async (request) => ({
      requests: await listApiRequestsOf(
        db,
        accountOf(request).accountId,
        request.query.mode === 'live',
        API_REQUESTS_SHOWN,
      ),
    }));

    route(app, revokeApiKey, async (request) => {
      await revokeApiKeyOf(db, accountOf(request).accountId, request.params.id);
      return undefined;
    });
  };
