import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { guardScope } from '../../lib/auth-scope';
import { requireApiKey } from './api-key-auth';
import { installIdempotency } from './idempotency';
import { limitPerApiKey } from './rate-limit';
import { installRequestLog } from './request-log';
import { v1CampaignRoutes } from './v1-campaign-routes';
import { v1CatalogRoutes } from './v1-catalog-routes';
import { installV1ErrorHandler, v1NotFound } from './v1-error';
import { v1ListContactRoutes } from './v1-list-contact-routes';
import { v1ListRoutes } from './v1-list-routes';
import { v1NoteRoutes } from './v1-note-routes';
import { v1OrderRoutes } from './v1-order-routes';
import { v1ProgramRoutes } from './v1-program-routes';
import { v1ProofRoutes } from './v1-proof-routes';
import { v1QuoteRoutes } from './v1-quote-routes';
import { v1RecipientRoutes } from './v1-recipient-routes';
import { v1SubmitRoutes } from './v1-submit-routes';
import { v1TestRoutes } from './v1-test-routes';
import { installV1Version } from './v1-version';
import { v1WebhookEndpointRoutes } from './v1-webhook-endpoint-routes';

/**
 * The public API (/v1) for CRMs and automation (issue 14). Every route here needs an API key (deny by
 * default), counts against that key's rate limit, answers errors as `{ error: { type, code, message, param,
 * request_id, doc_url } }`, in the dated version the call asks for or the account is pinned to, and honours
 * Idempotency-Key on POST. Resources register inside this scope.
 */
export const publicApiRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    installV1ErrorHandler(app, deps.config.publicUrl);
    guardScope(app, 'api-key', requireApiKey(deps));
    app.addHook('onRequest', limitPerApiKey(app));
    installV1Version(app, deps);
    installIdempotency(app, deps);
    installRequestLog(app, deps);
    await app.register(v1NotFound(deps.config.publicUrl), { prefix: '/v1' });

    await app.register(v1CatalogRoutes(deps));
    await app.register(v1CampaignRoutes(deps));
    await app.register(v1OrderRoutes(deps));
    await app.register(v1RecipientRoutes(deps));
    await app.register(v1ProofRoutes(deps));
    await app.register(v1QuoteRoutes(deps));
    await app.register(v1SubmitRoutes(deps));
    await app.register(v1NoteRoutes(deps));
    await app.register(v1TestRoutes(deps));
    await app.register(v1ListRoutes(deps));
    await app.register(v1ListContactRoutes(deps));
    await app.register(v1ProgramRoutes(deps));
    await app.register(v1WebhookEndpointRoutes(deps));
  };
