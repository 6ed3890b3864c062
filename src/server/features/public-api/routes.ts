import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { requireApiKey } from './api-key-auth';
import { installIdempotency } from './idempotency';
import { limitPerApiKey } from './rate-limit';
import { installRequestLog } from './request-log';
import { v1CampaignRoutes } from './v1-campaign-routes';
import { v1CatalogRoutes } from './v1-catalog-routes';
import { installV1ErrorHandler, v1NotFound } from './v1-error';
import { v1OrderRoutes } from './v1-order-routes';

/**
 * The public API (/v1) for CRMs and automation (issue 14). Every route here needs an API key (deny by
 * default), counts against that key's rate limit, answers errors as `{ error: { type, code, message, param
 * } }`, and honours Idempotency-Key on POST. Resources register inside this scope.
 */
export const publicApiRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    installV1ErrorHandler(app);
    app.addHook('onRequest', requireApiKey(deps));
    app.addHook('onRequest', limitPerApiKey(app));
    installIdempotency(app, deps);
    installRequestLog(app, deps);
    await app.register(v1NotFound, { prefix: '/v1' });

    await app.register(v1CatalogRoutes(deps));
    await app.register(v1CampaignRoutes(deps));
    await app.register(v1OrderRoutes(deps));
  };
