import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A request's id: `req_` and 24 hex digits, in its `Request-Id` header, its log lines and every /v1 error. */
export const newRequestId = (): string => `req_${randomBytes(12).toString('hex')}`;

/**
 * Every answer names its request (`Request-Id`), set before anything else runs so errors and 404s carry it too:
 * a customer or an integrator quotes it, and support finds the request's log lines by it.
 */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('request-id', request.id);
  });
}
