import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { ADMIN_SESSION_HOURS } from '../../../../shared/admin-auth';
import type { DbOrTx } from '../../../db/client';
import { adminSessions, adminUsers } from '../../../db/schema';
import { hashSessionToken, newSessionToken } from '../../../lib/secret-tokens';

export interface AdminIdentity {
  sessionId: string;
  adminUserId: number;
  username: string;
  expiresAt: Date;
}

export async function createSession(
  db: DbOrTx,
  adminUserId: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + ADMIN_SESSION_HOURS * 3_600_000);
  await db.insert(adminSessions).values({ adminUserId, tokenHash: hashSessionToken(token), expiresAt });
  return { token, expiresAt };
}

/** The admin behind a token that is neither expired nor revoked, else undefined. */
export async function findActiveSession(db: DbOrTx, token: string): Promise<AdminIdentity | undefined> {
  const [row] = await db
    .select({
      sessionId: adminSessions.id,
      adminUserId: adminUsers.id,
      username: adminUsers.username,
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
    .where(
      and(
        eq(adminSessions.tokenHash, hashSessionToken(token)),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, new Date()),
      ),
    );
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(adminSessions).set({ revokedAt: new Date() }).where(eq(adminSessions.id, sessionId));
}

/** Sessions that ended more than a day ago serve no purpose; they are removed when someone signs in. */
export async function pruneEndedSessions(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(adminSessions).where(lt(adminSessions.expiresAt, new Date(now.getTime() - 86_400_000)));
}
