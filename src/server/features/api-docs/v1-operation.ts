import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ZV1ErrorSchema } from '../../../shared/v1-errors';

/** `/v1/webhook_endpoints/:id` → "Webhook endpoints": operations are grouped by resource in the reference. */
function tagOf(url: string): string {
  const resource = url.split('/')[2] ?? 'v1';
  const words = resource.replace(/[_-]+/g, ' ').trim() || 'v1';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every /v1 operation may answer an error in the one shape (the `Error` component), so each documents it. */
const ERROR_RESPONSE = {
  description: 'An error: `{ error: { type, code, message, param, request_id, doc_url } }`.',
  content: { 'application/json': { schema: ZV1ErrorSchema } },
};

/** A file answer (the contract's response is FILE, so no schema of it reaches the route). */
function fileResponse(type: string): Record<string, unknown> {
  return {
    description: `The file, as \`${type}\`.`,
    content: { [type]: { schema: { type: 'string' } } },
  };
}

/**
 * One route's entry in the document: /v1 operations from their zod contracts (the type provider's transform,
 * so one source for validation and documentation), tagged by resource, with the error answer; every other
 * route (the site's /api, pages, files) stays out.
 */
export const documentV1Operation: SwaggerTransform = (document) => {
  if (!isPublicApiPath(document.url)) return { schema: { hide: true }, url: document.url };
  const route = document.schema as {
    security?: unknown[];
    response?: Record<string, unknown>;
    csvBody?: string;
  };
  // A route open to all (`security: []`, the document itself) has no key to refuse.
  const open = route.security?.length === 0;
  const { schema, url } = jsonSchemaTransform({
    ...document,
    schema: {
      ...document.schema,
      response: open ? route.response : { ...route.response, '4XX': ERROR_RESPONSE },
    },
  });
  const { csvBody: _, ...own } = schema as {
    tags?: string[];
    response?: Record<string, unknown>;
    body?: unknown;
    csvBody?: string;
  };
  const fileType = document.route.config?.fileType;
  return {
    schema: {
      ...own,
      ...(route.csvBody && { body: jsonOrCsv(own.body, route.csvBody) }),
      tags: own.tags ?? [tagOf(url)],
      response: fileType ? { ...own.response, 200: fileResponse(fileType) } : own.response,
    },
    url,
  };
};

/** A body sent as JSON (its schema) or as a CSV file (`text/csv`, described). */
function jsonOrCsv(json: unknown, csv: string) {
  return {
    content: {
      'application/json': { schema: json },
      'text/csv': { schema: { type: 'string', description: csv } },
    },
  };
}

/** The public API's paths. */
const isPublicApiPath = (url: string) => url === '/v1' || url.startsWith('/v1/');
