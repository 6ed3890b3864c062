import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZV1ErrorSchema } from '../../../shared/v1-errors';
import type { Config } from '../../config';
import { API_DESCRIPTION } from './api-description';

/** The public API's paths; every other route (the site's /api, pages, files) stays out of the document. */
const isPublicApiPath = (url: string) => url === '/v1' || url.startsWith('/v1/');

/** `/v1/webhook_endpoints/:id` → "Webhook endpoints": operations are grouped by resource in the reference. */
function tagOf(url: string): string {
  const resource = url.split('/')[2] ?? 'v1';
  const words = resource.replace(/[_-]+/g, ' ').trim() || 'v1';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every /v1 operation may answer an error in the one shape, so each documents it. */
function errorResponse(): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(ZV1ErrorSchema, { target: 'draft-2020-12' });
  return { description: 'An error: `{ error: { type, code, message, param } }`.', ...schema };
}

/** A file answer (the contract's response is FILE, so no schema of it reaches the route). */
function fileResponse(type: string): Record<string, unknown> {
  return {
    description: `The file, as \`${type}\`.`,
    content: { [type]: { schema: { type: 'string' } } },
  };
}

/**
 * Collects the routes as they are registered (so call it before any route) and documents the /v1 ones from
 * their zod contracts, with the type provider's transform: one source for validation and documentation.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Quillpost API',
        version: 'v1',
        description: API_DESCRIPTION,
        license: { name: 'Proprietary: use under the Quillpost terms', url: `${config.publicUrl}/terms` },
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'A secret key from /account/developers: `qp_test_…` or `qp_live_…`.',
          },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: (document) => {
      if (!isPublicApiPath(document.url)) return { schema: { hide: true }, url: document.url };
      const { schema, url } = jsonSchemaTransform(document);
      const own = schema as { tags?: string[]; security?: unknown[]; response?: Record<string, unknown> };
      const fileType = document.route.config?.fileType;
      // A route open to all (`security: []`, the document itself) has no key to refuse.
      const open = own.security?.length === 0;
      const response = fileType ? { ...own.response, 200: fileResponse(fileType) } : own.response;
      return {
        schema: {
          ...schema,
          tags: own.tags ?? [tagOf(url)],
          response: open ? response : { ...response, '4XX': errorResponse() },
        },
        url,
      };
    },
    transformObject: jsonSchemaTransformObject,
  });
}
