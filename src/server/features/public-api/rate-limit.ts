import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiKeyOf } from './api-key-auth';
import { V1Error } from './v1-error';

/** Per API key, as Lob counts: 150 calls in any 5-second window, shared by all of the key's calls. */
export const V1_RATE_LIMIT = { max: 150, timeWindowMs: 5_000 };

/**
 * onRequest hook, after requireApiKey: counts the call against its key and answers with the IETF draft
 * headers (`RateLimit-Limit`, `-Remaining`, `-Reset`); over the limit, 429 with `Retry-After`.
 */
export function limitPerApiKey(
  app: FastifyInstance,
  limit = V1_RATE_LIMIT,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => apiKeyOf(request).apiKeyId,
  });
  return async (request, reply) => {
    const result = await check(request);
    // isAllowed is true only for allow-listed keys, which we have none of.
    if (result.isAllowed) return;
    reply.header('ratelimit-limit', result.max);
    reply.header('ratelimit-remaining', result.remaining);
    reply.header('ratelimit-reset', result.ttlInSeconds);
    if (result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new V1Error(
        429,
        'rate_limit_error',
        'rate_limit',
        `Too many requests with this API key. Retry in ${result.ttlInSeconds} s.`,
      );
    }
  };
}
