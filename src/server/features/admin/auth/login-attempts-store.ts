import { and, count, desc, eq, gt, lt, max, sql } from 'drizzle-orm';
import { LOGIN_LOCKOUT, LOGIN_THROTTLE } from '../../../../shared/admin-auth';
import type { DbOrTx } from '../../../db/client';
import { loginAttempts } from '../../../db/schema';

const WINDOW_MS = LOGIN_LOCKOUT.windowMinutes * 60_000;
const DAY_MS = 86_400_000;

export interface AttemptKey {
  username: string;
  ip: string;
}

/** Holds the username's attempts still until the transaction ends, so parallel guesses are counted one by one. */
export async function lockUsername(tx: DbOrTx, username: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin-login:${username}`}))`);
}

/**
 * Records an attempt as failed before the password is checked, so that requests racing it count it; a
 * correct password then marks it succeeded. Answers the row's id.
 */
export async function startAttempt(db: DbOrTx, key: AttemptKey, now: Date): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ ...key, succeeded: false, createdAt: now })
    .returning({ id: loginAttempts.id });
  return row!.id;
}

export async function markSucceeded(db: DbOrTx, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}

/**
 * Minutes until this username may try again from this IP, or 0 when not locked. Locked while the window
 * holds `maxFailures` failures after the last success; it lifts when the oldest of them leaves the window.
 */
export async function lockedForMinutes(db: DbOrTx, key: AttemptKey, now: Date): Promise<number> {
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

/** Whether this username signed in successfully from this address within the trusted period. */
export async function signedInFrom(db: DbOrTx, key: AttemptKey, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, key.username),
        eq(loginAttempts.ip, key.ip),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_THROTTLE.trustedDays * DAY_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The username's failures from every address within the counting period, and the latest. A success does
 * not reset them: the real admin signing in from home must not hand an attacker elsewhere fresh tries.
 */
export async function failuresOfUsername(
  db: DbOrTx,
  username: string,
  now: Date,
): Promise<{ failures: number; latest: Date | undefined }> {
  const [row] = await db
    .select({ failures: count(), latest: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_THROTTLE.countHours * 3_600_000)),
      ),
    );
  return { failures: row?.failures ?? 0, latest: row?.latest ?? undefined };
}

/** Failures older than a day no longer count; successes are kept while they make their address trusted. */
export async function pruneAttempts(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(loginAttempts).where(
    sql`(${loginAttempts.succeeded} = false and ${lt(loginAttempts.createdAt, new Date(now.getTime() - DAY_MS))})
        or ${lt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_THROTTLE.trustedDays * DAY_MS))}`,
  );
}
