import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { INVALID_CREDENTIALS, type TAdminLogin } from '../../../../shared/admin-auth';
import type { Db, DbOrTx } from '../../../db/client';
import { adminUsers } from '../../../db/schema';
import {
  type AttemptKey,
  failuresOfUsername,
  lockedForMinutes,
  lockUsername,
  markSucceeded,
  pruneAttempts,
  signedInFrom,
  startAttempt,
} from './login-attempts-store';
import { tooManyAttempts, usernameDelayMs } from './login-throttle';
import { createSession, pruneEndedSessions } from './session-store';

export type LoginResult =
  | { ok: true; token: string; expiresAt: Date }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash for unknown usernames keeps the answer time the same as for a wrong password. */
function hashForUnknownUser(): Promise<string> {
  dummyHash ??= hash('quillpost-no-such-admin');
  return dummyHash;
}

/** Milliseconds this attempt must wait, or 0: the address's lockout, then the username's delay elsewhere. */
async function waitBeforeAttempt(db: DbOrTx, key: AttemptKey, now: Date): Promise<number> {
  const minutes = await lockedForMinutes(db, key, now);
  if (minutes > 0) return minutes * 60_000;
  if (await signedInFrom(db, key, now)) return 0;
  const { failures, latest } = await failuresOfUsername(db, key.username, now);
  if (!latest) return 0;
  return Math.max(0, latest.getTime() + usernameDelayMs(failures) - now.getTime());
}

/**
 * Checks the password (argon2id) unless this attempt must wait (429 with how long), and opens a session on
 * success. The wait is decided and the attempt recorded under a lock on the username, so parallel guesses
 * are judged one after another; the slow password check runs after the lock is released.
 */
export async function login(
  db: Db,
  input: TAdminLogin,
  ip: string,
  options: { now: Date; idleHours: number },
): Promise<LoginResult> {
  const { now } = options;
  const key = { username: input.username.toLowerCase(), ip };
  const admitted = await db.transaction(
    async (tx): Promise<{ waitMs: number } | { waitMs: 0; attemptId: number }> => {
      await lockUsername(tx, key.username);
      const waitMs = await waitBeforeAttempt(tx, key, now);
      if (waitMs > 0) return { waitMs };
      return { waitMs: 0, attemptId: await startAttempt(tx, key, now) };
    },
  );
  if (!('attemptId' in admitted)) {
    return {
      ok: false,
      status: 429,
      message: tooManyAttempts(admitted.waitMs),
      retryAfterSeconds: Math.ceil(admitted.waitMs / 1000),
    };
  }

  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, input.username));
  const valid = await verify(user?.passwordHash ?? (await hashForUnknownUser()), input.password).catch(
    () => false,
  );
  if (!user || !valid) return { ok: false, status: 401, message: INVALID_CREDENTIALS };

  await markSucceeded(db, admitted.attemptId);
  await pruneAttempts(db, now);
  await pruneEndedSessions(db, now);
  const session = await createSession(db, user.id, options);
  return { ok: true, ...session };
}
