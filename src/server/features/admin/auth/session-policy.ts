import { ADMIN_SESSION_MAX_DAYS } from '../../../../shared/admin-auth';

/** What decides whether a stored admin session still works. */
export interface SessionTimes {
  /** Sign-in + the maximum lifetime. */
  expiresAt: Date;
  lastUsedAt: Date;
  revokedAt: Date | null;
}

export type SessionState = 'active' | 'revoked' | 'idle' | 'ended';

/** Writes of the last use are skipped within this long of the previous one: one write a minute, not one per request. */
export const TOUCH_EVERY_MS = 60_000;

export function maxLifetimeMs(): number {
  return ADMIN_SESSION_MAX_DAYS * 86_400_000;
}

/** When the token stops working if nobody uses it: the idle limit after its last use, or its end if sooner. */
export function idleDeadline(
  session: Pick<SessionTimes, 'expiresAt' | 'lastUsedAt'>,
  idleHours: number,
): Date {
  const idleEnd = session.lastUsedAt.getTime() + idleHours * 3_600_000;
  return new Date(Math.min(idleEnd, session.expiresAt.getTime()));
}

export function sessionState(session: SessionTimes, now: Date, idleHours: number): SessionState {
  if (session.revokedAt) return 'revoked';
  if (session.expiresAt <= now) return 'ended';
  if (idleDeadline(session, idleHours) <= now) return 'idle';
  return 'active';
}

/** The 401 message of a token that no longer works, saying why. */
export function endedMessage(state: Exclude<SessionState, 'active'>, idleHours: number): string {
  if (state === 'idle') {
    return `Your session expired after ${formatHours(idleHours)} without activity. Please sign in again.`;
  }
  if (state === 'ended') {
    return `Your session reached its ${ADMIN_SESSION_MAX_DAYS}-day limit. Please sign in again.`;
  }
  return SIGN_IN_AGAIN;
}

export const SIGN_IN_AGAIN = 'Your session has ended or is invalid. Please sign in again.';

function formatHours(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)} minutes`;
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} hour${hours === 1 ? '' : 's'}`;
}
