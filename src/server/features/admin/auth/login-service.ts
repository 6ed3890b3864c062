import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { INVALID_CREDENTIALS, type TAdminLogin } from '../../../../shared/admin-auth';
import type { Db } from '../../../db/client';
import { adminUsers } from '../../../db/schema';
import { lockedForMinutes, pruneAttempts, recordAttempt } from './login-attempts-store';
import { createSession, pruneEndedSessions } from './session-store';

export type LoginResult =
  | { ok: true; token: string; expiresAt: Date }
  | { ok: false; status: 401 | 429; message: string };

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash for unknown usernames keeps the answer time the same as for a wrong password. */
function hashForUnknownUser(): Promise<string> {
  dummyHash ??= hash('quillpost-no-such-admin');
  return dummyHash;
}

/**
 * Checks the password (argon2id) unless this username is locked out from this IP, records the attempt,
 * and opens a 12-hour session on success. A success clears the lockout count.
 */
export async function login(db: Db, input: TAdminLogin, ip: string): Promise<LoginResult> {
  const key = { username: input.username.toLowerCase(), ip };
  const minutes = await lockedForMinutes(db, key);
  if (minutes > 0) {
    return {
      ok: false,
      status: 429,
      message: `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    };
  }

  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, input.username));
  const valid = await verify(user?.passwordHash ?? (await hashForUnknownUser()), input.password).catch(
    () => false,
  );
  if (!user || !valid) {
    await recordAttempt(db, key, false);
    return { ok: false, status: 401, message: INVALID_CREDENTIALS };
  }

  await recordAttempt(db, key, true);
  await pruneAttempts(db);
  await pruneEndedSessions(db);
  const session = await createSession(db, user.id);
  return { ok: true, ...session };
}
