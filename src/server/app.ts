import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { accountDataRoutes } from './features/account-data/routes';
import { accountOrderRoutes } from './features/account-orders/routes';
import { accountRoutes } from './features/accounts/routes';
import { restoreSignedInHint } from './features/accounts/session-cookie';
import { addressRoutes } from './features/addresses/routes';
import { adminRoutes } from './features/admin/routes';
import { registerOpenApi } from './features/api-docs/openapi';
import { apiDocsRoutes } from './features/api-docs/routes';
import { apiKeyRoutes } from './features/api-keys/routes';
import { bookedRecipientRoutes } from './features/booked-recipients/routes';
import { campaignRoutes } from './features/campaigns/routes';
import { catalogRoutes } from './features/catalog/routes.site';
import { contactRoutes } from './features/contact/routes.site';
import { accountCardPaymentRoutes } from './features/fulfilment/account-card-payment-routes';
import { orderRoutes } from './features/fulfilment/order-routes';
import { fulfilmentRoutes } from './features/fulfilment/routes';
import { stripeWebhookRoutes } from './features/fulfilment/webhook-routes';
import { healthRoutes } from './features/health/routes';
import { pricingRoutes } from './features/pricing/routes';
import { accountProgramRoutes } from './features/programs/account-program-routes';
import { publicApiRoutes } from './features/public-api/routes';
import { savedCardRoutes } from './features/saved-cards/routes';
import { savedListRoutes } from './features/saved-lists/routes';
import { testimonialRoutes } from './features/testimonials/routes.site';
import { accountWebhookRoutes } from './features/webhooks/routes';
import { openScope } from './lib/auth-scope';
import { parseBracketQuery } from './lib/bracket-query';
import { closeIdleConnectionsWhileClosing } from './lib/close-idle-while-closing';
import { installErrorHandlers } from './lib/error-handler';
import { LazyChildLogger } from './lib/lazy-child-logger';
import { installRequestIdHeader, newRequestId } from './lib/request-id';
import { RequestLog } from './lib/request-log';
import { recordRoutes } from './lib/route-registry';
import { installSecurityHeaders } from './lib/security-headers';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { serveBuiltWebApp, serveDevWebApp } from './web-app';

export interface BuildOptions {
  /** 'built' serves dist/web, 'dev' runs Vite with hot reload, 'none' serves the API only (API tests). */
  web: 'built' | 'dev' | 'none';
  /** The process logger; false for silence (tests). */
  logger: FastifyBaseLogger | false;
}

export async function buildApp(deps: AppDeps, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger
      ? {
          loggerInstance: options.logger,
          logController: new RequestLog(),
          childLoggerFactory: (logger, bindings, childOptions) =>
            new LazyChildLogger(logger, bindings, childOptions),
        }
      : { logger: false }),
    genReqId: newRequestId,
    // Idle keep-alive sockets are closed at shutdown; requests in flight finish first.
    forceCloseConnections: 'idle',
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    routerOptions: { querystringParser: parseBracketQuery },
  });
  closeIdleConnectionsWhileClosing(app);
  installRequestIdHeader(app);
  recordRoutes(app);
  // The site's routes are open (public, or opened by an unguessable id); the account, staff and /v1 scopes
  // below each guard theirs (accounts/routes.ts, admin/routes.ts, public-api/routes.ts).
  openScope(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);

  // Vite's dev client injects inline scripts for hot reload; the built app keeps the strict policy.
  installSecurityHeaders(app, { pageCsp: options.web !== 'dev' });
  // Text answers (the app's scripts, the template catalogue, SVG artwork) shrink 3–8× compressed.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, { global: false });
  // Customer sessions ride a cookie (admin sessions a bearer token: the two never mix).
  await app.register(cookie);
  app.addHook('onRequest', async (request, reply) =>
    restoreSignedInHint(request, reply, deps.config.publicUrl),
  );
  // Before any route: the /v1 OpenAPI document is collected from the routes as they are registered.
  await registerOpenApi(app, deps.config);
  await app.register(apiDocsRoutes);

  await app.register(healthRoutes(deps));
  await app.register(catalogRoutes(deps));
  await app.register(testimonialRoutes(deps));
  await app.register(pricingRoutes);
  await app.register(contactRoutes(deps));
  await app.register(addressRoutes());
  await app.register(fulfilmentRoutes(deps));
  await app.register(stripeWebhookRoutes(deps));
  await app.register(orderRoutes(deps));
  await app.register(
    accountRoutes(deps, [
      accountOrderRoutes(deps),
      savedListRoutes(deps),
      accountDataRoutes(deps),
      savedCardRoutes(deps),
      accountCardPaymentRoutes(deps),
      accountProgramRoutes(deps),
      bookedRecipientRoutes(deps),
      apiKeyRoutes(deps),
      accountWebhookRoutes(deps),
    ]),
  );
  await app.register(publicApiRoutes(deps));
  // Only the features that take files parse multipart bodies: the plugin adds two hooks to every request
  // of its scope, which the other routes (the public reads above all) are spared. Routes that accept files
  // raise these limits to their own sizes (10 MB designs, 5 MB logos and CSV).
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1, fields: 30 } });
    await uploads.register(campaignRoutes(deps));
    await uploads.register(adminRoutes(deps));
  });

  let closeDev: (() => Promise<void>) | undefined;
  if (options.web === 'built') await serveBuiltWebApp(app, deps.config);
  if (options.web === 'dev') closeDev = await serveDevWebApp(app, deps.config);
  if (closeDev) app.addHook('onClose', closeDev);
  return app;
}
