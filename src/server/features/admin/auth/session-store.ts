import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { adminSessions, adminUsers } from '../../../db/schema';
import { hashSessionToken, newSessionToken } from '../../../lib/secret-tokens';
import { idleDeadline, maxLifetimeMs, type SessionTimes } from './session-policy';

export interface AdminIdentity {
  sessionId: string;
  adminUserId: number;
  username: string;
  /** When the token stops working unless it is used again. */
  expiresAt: Date;
}

/** A new session; answers its token and when it stops working if unused. */
export async function createSession(
  db: DbOrTx,
  adminUserId: number,
  options: { now: Date; idleHours: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const times = { expiresAt: new Date(options.now.getTime() + maxLifetimeMs()), lastUsedAt: options.now };
  await db.insert(adminSessions).values({ adminUserId, tokenHash: hashSessionToken(token), ...times });
  return { token, expiresAt: idleDeadline(times, options.idleHours) };
}

/** The session behind a token whatever its state (the caller says why one no longer works), else undefined. */
export async function findSession(
  db: DbOrTx,
  token: string,
): Promise<(SessionTimes & { sessionId: string; adminUserId: number; username: string }) | undefined> {
  const [row] = await db
    .select({
      sessionId: adminSessions.id,
      adminUserId: adminUsers.id,
      username: adminUsers.username,
      expiresAt: adminSessions.expiresAt,
      lastUsedAt: adminSessions.lastUsedAt,
      revokedAt: adminSessions.revokedAt,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
    .where(eq(adminSessions.tokenHash, hashSessionToken(token)));
  return row;
}

/** A use of the token: the idle limit counts from now. */
export async function touchSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(adminSessions).set({ lastUsedAt: now }).where(eq(adminSessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  await db.update(adminSessions).set({ revokedAt: now }).where(eq(adminSessions.id, sessionId));
}

/**
 * Sessions past their maximum lifetime by a day serve no purpose; they are removed when someone signs in.
 * (Idle ones are kept until then: the 401 can still say the session expired rather than that it is unknown.)
 */
export async function pruneEndedSessions(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date(now.getTime() - 86_400_000)));
}
