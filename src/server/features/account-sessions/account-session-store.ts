import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { ACCOUNT_SESSION_DAYS } from '../../../shared/account';
import type { DbOrTx } from '../../db/client';
import { accountSessions, accounts } from '../../db/schema';
import { hashSessionToken, newSessionToken } from '../../lib/secret-tokens';

export interface AccountIdentity {
  sessionId: string;
  accountId: string;
  email: string;
}

export async function createAccountSession(
  db: DbOrTx,
  accountId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + ACCOUNT_SESSION_DAYS * 86_400_000);
  await db.insert(accountSessions).values({ accountId, tokenHash: hashSessionToken(token), expiresAt });
  return { token, expiresAt };
}

/** The account behind a cookie's token that is neither expired nor revoked, else undefined. */
export async function findAccountSession(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<AccountIdentity | undefined> {
  const [row] = await db
    .select({ sessionId: accountSessions.id, accountId: accounts.id, email: accounts.email })
    .from(accountSessions)
    .innerJoin(accounts, eq(accounts.id, accountSessions.accountId))
    .where(
      and(
        eq(accountSessions.tokenHash, hashSessionToken(token)),
        isNull(accountSessions.revokedAt),
        gt(accountSessions.expiresAt, now),
      ),
    );
  return row;
}

export async function revokeAccountSession(db: DbOrTx, sessionId: string, now = new Date()): Promise<void> {
  await db.update(accountSessions).set({ revokedAt: now }).where(eq(accountSessions.id, sessionId));
}

/** "Sign out everywhere": every live session of the account, in every browser, ends now. */
export async function revokeAllAccountSessions(db: DbOrTx, accountId: string, now: Date): Promise<void> {
  await db
    .update(accountSessions)
    .set({ revokedAt: now })
    .where(and(eq(accountSessions.accountId, accountId), isNull(accountSessions.revokedAt)));
}

export async function pruneEndedAccountSessions(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(accountSessions).where(lt(accountSessions.expiresAt, new Date(now.getTime() - 86_400_000)));
}
