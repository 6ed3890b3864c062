import type { FastifyRequest } from 'fastify';
import { ACCOUNT_COOKIE, SIGNED_OUT } from '../../../shared/account';
import type { AppDeps } from '../../app-deps';
import { clockOf } from '../../lib/clock';
import { unauthorized } from '../../lib/errors';
import { type AccountIdentity, findAccountSession } from './account-session-store';

const identities = new WeakMap<FastifyRequest, AccountIdentity>();

/** The signed-in customer behind the request's session cookie, if any (routes open to guests too). */
export async function optionalAccount(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  request: FastifyRequest,
): Promise<AccountIdentity | undefined> {
  const token = request.cookies[ACCOUNT_COOKIE];
  return token ? findAccountSession(deps.database.db, token, clockOf(deps)()) : undefined;
}

/** onRequest guard of every signed-in account route: 401 unless the cookie holds a live session. */
export function requireAccount(
  deps: Pick<AppDeps, 'database' | 'clock'>,
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const identity = await optionalAccount(deps, request);
    if (!identity) throw unauthorized(SIGNED_OUT);
    identities.set(request, identity);
  };
}

/** The signed-in customer of a request that passed requireAccount. */
export function accountOf(request: FastifyRequest): AccountIdentity {
  const identity = identities.get(request);
  if (!identity) throw unauthorized(SIGNED_OUT);
  return identity;
}
