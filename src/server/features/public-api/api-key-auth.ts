import type { FastifyRequest } from 'fastify';
import { API_KEY_PATTERN } from '../../../shared/api-keys';
import type { AppDeps } from '../../app-deps';
import { hashSessionToken } from '../../lib/secret-tokens';
import { findLiveApiKey, touchApiKey } from '../api-keys/api-key-store';
import { V1Error } from './v1-error';

export interface ApiKeyIdentity {
  apiKeyId: string;
  accountId: string;
  /** false for a test key: it sees and makes only test data. */
  livemode: boolean;
  /** The account's pinned /v1 version; null before its first call pins one (v1-version.ts). */
  apiVersion: string | null;
}

/** lastUsedAt is written at most once a minute per key: a busy integration would otherwise write on every call. */
const TOUCH_EVERY_MS = 60_000;

const identities = new WeakMap<FastifyRequest, ApiKeyIdentity>();

const refused = (message: string) => new V1Error(401, 'authentication_error', 'invalid_api_key', message);

/** onRequest guard of every /v1 route: 401 unless `Authorization: Bearer qp_…` names an unrevoked key. */
export function requireApiKey(deps: Pick<AppDeps, 'database'>): (request: FastifyRequest) => Promise<void> {
  const lastTouched = new Map<string, number>();
  return async (request) => {
    const header = request.headers.authorization;
    if (!header) throw refused('No API key given. Send it as `Authorization: Bearer qp_test_…`.');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const token = match?.[1];
    if (!token || !API_KEY_PATTERN.test(token)) throw refused('The API key is malformed.');
    const row = await findLiveApiKey(deps.database.db, hashSessionToken(token));
    if (!row) throw refused('The API key is unknown or revoked.');
    identities.set(request, {
      apiKeyId: row.id,
      accountId: row.accountId,
      livemode: row.mode === 'live',
      apiVersion: row.apiVersion,
    });

    const now = Date.now();
    const touched = lastTouched.get(row.id) ?? row.lastUsedAt?.getTime() ?? 0;
    if (now - touched >= TOUCH_EVERY_MS) {
      lastTouched.set(row.id, now);
      await touchApiKey(deps.database.db, row.id, new Date(now), new Date(now - TOUCH_EVERY_MS));
    }
  };
}

/** The key behind the request, if it gave a valid one. */
export const apiKeyIfAny = (request: FastifyRequest): ApiKeyIdentity | undefined => identities.get(request);

/** The key behind a request that passed requireApiKey. */
export function apiKeyOf(request: FastifyRequest): ApiKeyIdentity {
  const identity = identities.get(request);
  if (!identity) throw refused('No API key given.');
  return identity;
}
