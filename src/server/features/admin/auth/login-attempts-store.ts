import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { LOGIN_LOCKOUT } from '../../../../shared/admin-auth';
import type { DbOrTx } from '../../../db/client';
import { loginAttempts } from '../../../db/schema';

const WINDOW_MS = LOGIN_LOCKOUT.windowMinutes * 60_000;

export interface AttemptKey {
  username: string;
  ip: string;
}

export async function recordAttempt(db: DbOrTx, key: AttemptKey, succeeded: boolean): Promise<void> {
  await db.insert(loginAttempts).values({ ...key, succeeded });
}

/**
 * Minutes until this username may try again from this IP, or 0 when not locked. Locked while the window
 * holds `maxFailures` failures after the last success; it lifts when the oldest of them leaves the window.
 */
export async function lockedForMinutes(db: DbOrTx, key: AttemptKey, now = new Date()): Promise<number> {
  const recent = await db
    .select({ succeeded: loginAttempts.succeeded, createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, key.username),
        eq(loginAttempts.ip, key.ip),
        gt(loginAttempts.createdAt, new Date(now.getTime() - WINDOW_MS)),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(LOGIN_LOCKOUT.maxFailures);
  if (recent.length < LOGIN_LOCKOUT.maxFailures || recent.some((a) => a.succeeded)) return 0;
  const oldest = recent[recent.length - 1]!.createdAt;
  const remainingMs = oldest.getTime() + WINDOW_MS - now.getTime();
  return Math.max(1, Math.ceil(remainingMs / 60_000));
}

/** Attempts older than a day no longer matter to any lockout. */
export async function pruneAttempts(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - 86_400_000)));
}
