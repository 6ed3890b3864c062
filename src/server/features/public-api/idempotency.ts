import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRecord } from '../../../shared/guards';
import type { AppDeps } from '../../app-deps';
import { apiKeyOf } from './api-key-auth';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  finishIdempotencyKey,
  releaseIdempotencyKey,
} from './idempotency-store';
import { V1Error } from './v1-error';

const IDEMPOTENCY_KEY_MAX = 255;
/** As Stripe: a key is remembered for 24 hours. */
export const IDEMPOTENCY_KEPT_MS = 24 * 60 * 60 * 1000;

const mismatch = (message: string) =>
  new V1Error(422, 'idempotency_error', 'idempotency_key_reused', message);

/**
 * Idempotency-Key on /v1 POSTs (Stripe's rules), scoped to the account and mode (a retry sent with a new API key
 * after a rotation still replays; test and live never share a key): the first request with a key runs
 * and its answer is kept; the same key and body within 24 h replays that answer (`Idempotent-Replayed:
 * true`); with another body, 422; while the first still runs, 409. An answer of 5xx frees the key.
 */
export function installIdempotency(app: FastifyInstance, deps: Pick<AppDeps, 'database'>): void {
  const db = deps.database.db;
  /** The key row each request holds, until its answer is stored. */
  const held = new WeakMap<FastifyRequest, string>();

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || key.length > IDEMPOTENCY_KEY_MAX) {
      throw new V1Error(
        400,
        'invalid_request_error',
        'idempotency_key_invalid',
        `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX} characters.`,
      );
    }
    const { apiKeyId, accountId, livemode } = apiKeyOf(request);
    const requestHash = hashRequest(request);
    const claimed = await claimIdempotencyKey(
      db,
      { accountId, livemode, apiKeyId, key, method: request.method, path: request.url, requestHash },
      new Date(Date.now() - IDEMPOTENCY_KEPT_MS),
    );
    if (claimed) {
      held.set(request, claimed.id);
      return;
    }
    const first = await findIdempotencyKey(db, { accountId, livemode }, key);
    // Released between our insert and this read: the caller may simply retry.
    if (!first || first.state === 'running') {
      throw new V1Error(
        409,
        'idempotency_error',
        'idempotency_key_in_use',
        'A request with this Idempotency-Key is still being processed. Retry once it has finished.',
      );
    }
    if (first.requestHash !== requestHash) {
      throw mismatch('This Idempotency-Key was used with another request. Use a new key for a new request.');
    }
    return reply
      .code(first.responseStatus ?? 200)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(first.responseBody ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = held.get(request);
    if (!id) return payload;
    held.delete(request);
    if (reply.statusCode >= 500) await releaseIdempotencyKey(db, id);
    else await finishIdempotencyKey(db, id, { status: reply.statusCode, body: String(payload ?? '') });
    return payload;
  });

  app.addHook('onRequestAbort', async (request) => {
    const id = held.get(request);
    if (!id) return;
    held.delete(request);
    await releaseIdempotencyKey(db, id);
  });
}

/** The request's method, path and body (keys in a fixed order), hashed. */
function hashRequest(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body ?? null)}`)
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
