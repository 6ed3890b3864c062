import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import { SIGN_IN_LINK_MINUTES } from '../../../shared/account';
import type { DbOrTx } from '../../db/client';
import { accountSignInLinks } from '../../db/schema';
import { hashSessionToken, newSessionToken } from '../../lib/secret-tokens';

/** A new single-use link token for `email`; only its hash is stored. */
export async function createSignInLink(
  db: DbOrTx,
  email: string,
  ip: string,
  now = new Date(),
): Promise<string> {
  const token = newSessionToken();
  await db.insert(accountSignInLinks).values({
    email,
    ip,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000),
  });
  return token;
}

/** Links asked for since `since`, by this address and from this IP (what the rate limits count). */
export async function recentLinkCounts(
  db: DbOrTx,
  key: { email: string; ip: string },
  since: Date,
): Promise<{ byEmail: number; byIp: number }> {
  const counted = (where: ReturnType<typeof eq>) =>
    db
      .select({ n: count() })
      .from(accountSignInLinks)
      .where(and(where, gt(accountSignInLinks.createdAt, since)))
      .then(([row]) => row?.n ?? 0);
  const [byEmail, byIp] = await Promise.all([
    counted(eq(accountSignInLinks.email, key.email)),
    counted(eq(accountSignInLinks.ip, key.ip)),
  ]);
  return { byEmail, byIp };
}

/**
 * Spends a link: marks it used in the same statement that checks it is unused and unexpired, so two clicks
 * racing each other sign in once. Returns the address, or undefined for a used, expired or unknown token.
 */
export async function consumeSignInLink(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  const [row] = await db
    .update(accountSignInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountSignInLinks.tokenHash, hashSessionToken(token)),
        isNull(accountSignInLinks.usedAt),
        gt(accountSignInLinks.expiresAt, now),
      ),
    )
    .returning({ email: accountSignInLinks.email });
  return row?.email;
}

/** Links older than a day count towards no limit and open nothing. */
export async function pruneSignInLinks(db: DbOrTx, now = new Date()): Promise<void> {
  await db
    .delete(accountSignInLinks)
    .where(lt(accountSignInLinks.createdAt, new Date(now.getTime() - 86_400_000)));
}
