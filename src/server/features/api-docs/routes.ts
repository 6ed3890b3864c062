import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyPluginAsync } from 'fastify';
import { V1_VERSION_HEADER, v1VersionAnswered } from '../../../shared/v1-versions';
import { precompressed } from './precompressed';
import { API_REFERENCE_CSP, API_REFERENCE_HTML, API_REFERENCE_INIT } from './reference-page';

/** Scalar's self-contained browser build: served by us, so the reference page needs no other origin. */
const SCALAR_BUNDLE = createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');

/**
 * The public API's document and its reference page, open to all (no key): registered outside the /v1
 * key-checked scope. The document is built once from the routes, after the app is ready.
 */
export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  const bundle = precompressed(fs.readFileSync(SCALAR_BUNDLE, 'utf8'));

  app.get(
    '/v1/openapi.json',
    {
      schema: {
        tags: ['Meta'],
        operationId: 'getOpenApiDocument',
        summary: 'This OpenAPI document',
        description: 'The document describing every operation of the API, open to all (no key).',
        security: [],
      },
    },
    (request, reply) => {
      reply
        .header('cache-control', 'no-cache')
        .header('access-control-allow-origin', '*')
        .header(V1_VERSION_HEADER, v1VersionAnswered(request.headers[V1_VERSION_HEADER.toLowerCase()]));
      return app.swagger();
    },
  );

  app.get('/docs/api', (_request, reply) =>
    reply
      .header('content-security-policy', API_REFERENCE_CSP)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(API_REFERENCE_HTML),
  );

  app.get('/docs/api/reference.js', { compress: false }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8');
    return bundle(request, reply);
  });

  app.get('/docs/api/init.js', (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(API_REFERENCE_INIT),
  );
};
