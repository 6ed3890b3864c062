import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  type V1ErrorBody,
  type V1ErrorCode,
  type V1ErrorType,
  v1ErrorDocUrl,
} from '../../../shared/v1-errors';
import { V1_VERSION_HEADER, v1VersionAnswered } from '../../../shared/v1-versions';
import { clientMessage } from '../../lib/error-handler';
import { AppError } from '../../lib/errors';

/** A /v1 failure with its Stripe-style type, code and the parameter at fault. */
export class V1Error extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: V1ErrorType,
    readonly code: V1ErrorCode,
    message: string,
    readonly param: string | null = null,
  ) {
    super(message);
  }
}

export const invalidParam = (param: string, message: string) =>
  new V1Error(400, 'invalid_request_error', 'parameter_invalid', message, param);

/** An id that names nothing of the key's account and mode: 404, as if it did not exist at all. */
export const noSuch = (resource: string, id: string, param = 'id') =>
  new V1Error(404, 'invalid_request_error', 'not_found', `No such ${resource}: '${id}'.`, param);

/** What every /v1 error body is built by: the cause, the request's id and the reference's entry for the code. */
function v1ErrorBody(
  cause: { type: V1ErrorType; code: V1ErrorCode; message: string; param: string | null },
  requestId: string,
  publicUrl: string,
): V1ErrorBody {
  return { error: { ...cause, request_id: requestId, doc_url: v1ErrorDocUrl(publicUrl, cause.code) } };
}

/** The /v1 scope's error handler: every failure in the one format, 5xx without any internal detail. */
export function installV1ErrorHandler(app: FastifyInstance, publicUrl: string): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toV1Error(error, request.id, publicUrl);
    if (status >= 500) request.log.error({ err: error }, 'v1 request failed');
    if (status === 429 && !reply.hasHeader('retry-after')) reply.header('retry-after', '1');
    return reply.code(status).send(body);
  });
}

/**
 * The answer to a /v1 path that names no operation: 404 in the API's format, not the site's, in the version
 * asked for (no account is known to have pinned one).
 */
export function sendV1NotFound(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
): FastifyReply {
  const path = request.url.split('?')[0];
  const message = `Unrecognized request URL (${request.method}: ${path}). See the API reference at /docs/api.`;
  const body = v1ErrorBody(
    { type: 'invalid_request_error', code: 'not_found', message, param: null },
    request.id,
    publicUrl,
  );
  return reply
    .code(404)
    .header(V1_VERSION_HEADER, v1VersionAnswered(request.headers[V1_VERSION_HEADER.toLowerCase()]))
    .send(body);
}

/**
 * A /v1 path that names no operation answers 404 in the API's format (not the site's `{ message }`), so a
 * client's error handling sees one shape. Registered in its own `/v1`-prefixed scope: Fastify picks a
 * not-found handler by prefix. (A GET also reaches the web app's page route, which answers the same.)
 */
export const v1NotFound = (publicUrl: string) => async (app: FastifyInstance) => {
  app.setNotFoundHandler((request, reply) => sendV1NotFound(request, reply, publicUrl));
};

function toV1Error(
  error: FastifyError,
  requestId: string,
  publicUrl: string,
): { status: number; body: V1ErrorBody } {
  const answer = (
    status: number,
    type: V1ErrorType,
    code: V1ErrorCode,
    message: string,
    param: string | null = null,
  ) => ({
    status,
    body: v1ErrorBody({ type, code, message, param }, requestId, publicUrl),
  });
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation;
    const path = first?.instancePath.split('/').filter(Boolean).join('.') ?? '';
    const unknown = first ? unknownParameters(first.params) : [];
    if (unknown.length > 0) {
      const named = unknown.map((key) => (path ? `${path}.${key}` : key));
      return answer(
        400,
        'invalid_request_error',
        'parameter_unknown',
        `Received unknown parameter${named.length > 1 ? 's' : ''}: ${named.join(', ')}. See the API reference at /docs/api.`,
        named[0],
      );
    }
    const param = path || null;
    const message = first?.message ?? 'Invalid value';
    return answer(
      400,
      'invalid_request_error',
      'parameter_invalid',
      param ? `${param}: ${message}` : message,
      param,
    );
  }
  if (error instanceof V1Error)
    return answer(error.statusCode, error.type, error.code, error.message, error.param);
  if (error instanceof AppError) return fromStatus(error.statusCode, error.message, error.param);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return fromStatus(status, clientMessage(error));
  return answer(500, 'api_error', 'internal_error', 'Something went wrong on our side. Please try again.');

  function fromStatus(status: number, message: string, param: string | null = null) {
    if (status === 401) return answer(401, 'authentication_error', 'invalid_api_key', message);
    if (status === 429) return answer(429, 'rate_limit_error', 'rate_limit', message);
    if (status >= 500) return answer(status, 'api_error', 'internal_error', message);
    // A 400 that names its input is that input's fault, as a schema's refusal is.
    const code = status === 400 && param ? 'parameter_invalid' : (CODES[status] ?? 'invalid_request');
    return answer(status, 'invalid_request_error', code, message, param);
  }
}

/** The keys a strict schema refused (zod's `unrecognized_keys` issue), or none. */
function unknownParameters(params: Record<string, unknown>): string[] {
  const { keys } = params;
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
}

const CODES: Record<number, V1ErrorCode> = {
  400: 'invalid_request',
  402: 'payment_failed',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};
