import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { clockOf } from '../../../lib/clock';
import { unauthorized } from '../../../lib/errors';
import { endedMessage, idleDeadline, SIGN_IN_AGAIN, sessionState, TOUCH_EVERY_MS } from './session-policy';
import { type AdminIdentity, findSession, touchSession } from './session-store';

const identities = new WeakMap<FastifyRequest, AdminIdentity>();

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * The admin session check of the staff scope's guard (require-staff.ts): 401 `{message}` unless the bearer
 * token is a live session, saying why when it expired. Each use slides its idle limit.
 */
export function requireAdmin(
  deps: Pick<AppDeps, 'database' | 'config' | 'clock'>,
): (request: FastifyRequest) => Promise<void> {
  const clock = clockOf(deps);
  const idleHours = deps.config.adminIdleHours;
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Authentication required. Please sign in.');
    const db = deps.database.db;
    const session = await findSession(db, token);
    if (!session) throw unauthorized(SIGN_IN_AGAIN);
    const now = clock();
    const state = sessionState(session, now, idleHours);
    if (state !== 'active') throw unauthorized(endedMessage(state, idleHours));
    let lastUsedAt = session.lastUsedAt;
    if (now.getTime() - lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
      await touchSession(db, session.sessionId, now);
      lastUsedAt = now;
    }
    identities.set(request, {
      sessionId: session.sessionId,
      adminUserId: session.adminUserId,
      username: session.username,
      expiresAt: idleDeadline({ expiresAt: session.expiresAt, lastUsedAt }, idleHours),
    });
  };
}

/** The signed-in admin of a request that passed requireAdmin. */
export function adminOf(request: FastifyRequest): AdminIdentity {
  const identity = identities.get(request);
  if (!identity) throw unauthorized(SIGN_IN_AGAIN);
  return identity;
}
