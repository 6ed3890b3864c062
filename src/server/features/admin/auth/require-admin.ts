import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { unauthorized } from '../../../lib/errors';
import { type AdminIdentity, findActiveSession } from './session-store';

const identities = new WeakMap<FastifyRequest, AdminIdentity>();

const SIGN_IN_AGAIN = 'Your session has expired or is invalid. Please sign in again.';

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * Guard for every admin route: 401 `{message}` unless the bearer token is a live session. Usable as a
 * preHandler or, better, as an onRequest hook, so nobody without a token gets as far as body parsing.
 */
export function requireAdmin(deps: Pick<AppDeps, 'database'>): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Authentication required. Please sign in.');
    const identity = await findActiveSession(deps.database.db, token);
    if (!identity) throw unauthorized(SIGN_IN_AGAIN);
    identities.set(request, identity);
  };
}

/** The signed-in admin of a request that passed requireAdmin. */
export function adminOf(request: FastifyRequest): AdminIdentity {
  const identity = identities.get(request);
  if (!identity) throw unauthorized(SIGN_IN_AGAIN);
  return identity;
}
