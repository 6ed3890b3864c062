import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { insertApiRequest } from '../api-keys/request-log-store';
import { apiKeyIfAny } from './api-key-auth';

const PATH_MAX = 500;

/**
 * Logs every answered /v1 request of a valid key (method, path, status, duration, the error's code, the
 * Idempotency-Key, whether the answer was a replay, and its Request-Id) for the account's Developers page. Written after the
 * answer is sent, so it costs the caller nothing; a failed write is logged, never turned into an error.
 */
export function installRequestLog(app: FastifyInstance, deps: Pick<AppDeps, 'database'>): void {
  const errorCodes = new WeakMap<FastifyRequest, string>();

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string') {
      const code = errorCodeIn(payload);
      if (code) errorCodes.set(request, code);
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const key = apiKeyIfAny(request);
    if (!key) return;
    const idempotencyKey = request.headers['idempotency-key'];
    try {
      await insertApiRequest(deps.database.db, {
        accountId: key.accountId,
        apiKeyId: key.apiKeyId,
        livemode: key.livemode,
        method: request.method,
        path: request.url.slice(0, PATH_MAX),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
        errorCode: errorCodes.get(request) ?? null,
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey.slice(0, 255) : null,
        replayed: reply.getHeader('idempotent-replayed') === 'true',
        requestId: request.id,
      });
    } catch (err) {
      request.log.error({ err }, 'could not log the API request');
    }
  });
}

/** The part of a /v1 error answer the log keeps. */
const V1_ERROR_CODE = z.object({ error: z.object({ code: z.string() }) });

function errorCodeIn(payload: string): string | undefined {
  try {
    const answer = V1_ERROR_CODE.safeParse(JSON.parse(payload));
    return answer.success ? answer.data.error.code : undefined;
  } catch {
    return undefined;
  }
}
