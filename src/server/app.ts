import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { adminRoutes } from './features/admin/routes';
import { campaignRoutes } from './features/campaigns/routes';
import { catalogRoutes } from './features/catalog/routes';
import { contactRoutes } from './features/contact/routes';
import { downloadRoutes } from './features/downloads/routes';
import { healthRoutes } from './features/health/routes';
import { orderRoutes } from './features/orders/routes';
import { paymentRoutes } from './features/payments/routes';
import { stripeWebhookRoutes } from './features/payments/webhook-routes';
import { pricingRoutes } from './features/pricing/routes';
import { testimonialRoutes } from './features/testimonials/routes';
import { installErrorHandlers } from './lib/error-handler';
import { serveBuiltWebApp, serveDevWebApp } from './web-app';

export interface BuildOptions {
  /** 'built' serves dist/web, 'dev' runs Vite with hot reload, 'none' serves the API only (API tests). */
  web: 'built' | 'dev' | 'none';
  /** The process logger; false for silence (tests). */
  logger: FastifyBaseLogger | false;
}

/** Content-Security-Policy: our own code, plus Stripe, Google Analytics and the demo video where they are used. */
const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://js.stripe.com', 'https://www.googletagmanager.com'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: [
    "'self'",
    'https://api.stripe.com',
    'https://*.google-analytics.com',
    'https://www.googletagmanager.com',
  ],
  // blob: lets the back office preview a customer's PDF it fetched with the admin token (never a public URL).
  frameSrc: [
    'https://js.stripe.com',
    'https://hooks.stripe.com',
    'https://www.youtube-nocookie.com',
    'blob:',
  ],
  mediaSrc: ["'self'", 'blob:', 'https:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export async function buildApp(deps: AppDeps, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // Idle keep-alive sockets are closed at shutdown; requests in flight finish first.
    forceCloseConnections: 'idle',
    trustProxy: deps.config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);

  await app.register(helmet, {
    // Vite's dev client injects inline scripts for hot reload; the built app keeps the strict policy.
    contentSecurityPolicy: options.web === 'dev' ? false : { directives: CSP },
    crossOriginEmbedderPolicy: false,
  });
  // Text answers (the app's scripts, the template catalogue with its SVG artwork) shrink 3–8× compressed.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, { global: false });
  // Routes that accept files raise these limits to their own sizes (10 MB designs, 5 MB logos and CSV).
  await app.register(multipart, { limits: { fileSize: 1024 * 1024, files: 1, fields: 30 } });

  await app.register(healthRoutes(deps));
  await app.register(catalogRoutes(deps));
  await app.register(testimonialRoutes(deps));
  await app.register(pricingRoutes);
  await app.register(contactRoutes(deps));
  await app.register(campaignRoutes(deps));
  await app.register(paymentRoutes(deps));
  await app.register(stripeWebhookRoutes(deps));
  await app.register(orderRoutes(deps));
  await app.register(downloadRoutes(deps));
  await app.register(adminRoutes(deps));

  let closeDev: (() => Promise<void>) | undefined;
  if (options.web === 'built') await serveBuiltWebApp(app, deps.config);
  if (options.web === 'dev') closeDev = await serveDevWebApp(app, deps.config);
  if (closeDev) app.addHook('onClose', closeDev);
  return app;
}
