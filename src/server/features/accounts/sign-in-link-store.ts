import { and, count, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { SIGN_IN_LINK_MINUTES } from '../../../shared/account';
import type { DbOrTx } from '../../db/client';
import { accountSignInLinks } from '../../db/schema';
import { hashSessionToken, newSessionToken } from '../../lib/secret-tokens';

export interface StoredSignInLink {
  id: string;
  email: string;
  nonceHash: string | null;
  expiresAt: Date;
  usedAt: Date | null;
  voidedAt: Date | null;
}

/** Holds the address's link requests still until the transaction ends, so its limit is counted exactly. */
export async function lockEmail(tx: DbOrTx, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in-link:${email}`}))`);
}

/**
 * A new single-use link token for `email`, opening only in the browser holding `nonce`; only the hashes of
 * both are stored. The address's older unused links stop working.
 */
export async function createSignInLink(
  db: DbOrTx,
  input: { email: string; ip: string; nonce: string },
  now: Date,
): Promise<string> {
  await voidUnusedLinks(db, input.email, now);
  const token = newSessionToken();
  await db.insert(accountSignInLinks).values({
    email: input.email,
    ip: input.ip,
    tokenHash: hashSessionToken(token),
    nonceHash: hashSessionToken(input.nonce),
    expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000),
    createdAt: now,
  });
  return token;
}

/** The link behind a token, whatever its state; the caller decides what it still opens. */
export async function findSignInLink(db: DbOrTx, token: string): Promise<StoredSignInLink | undefined> {
  const [row] = await db
    .select({
      id: accountSignInLinks.id,
      email: accountSignInLinks.email,
      nonceHash: accountSignInLinks.nonceHash,
      expiresAt: accountSignInLinks.expiresAt,
      usedAt: accountSignInLinks.usedAt,
      voidedAt: accountSignInLinks.voidedAt,
    })
    .from(accountSignInLinks)
    .where(eq(accountSignInLinks.tokenHash, hashSessionToken(token)));
  return row;
}

/**
 * Spends a link: marks it used in the same statement that checks it is still open, so two clicks racing
 * each other sign in once. False when it was no longer open.
 */
export async function spendSignInLink(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(accountSignInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountSignInLinks.id, id),
        isNull(accountSignInLinks.usedAt),
        isNull(accountSignInLinks.voidedAt),
        gt(accountSignInLinks.expiresAt, now),
      ),
    )
    .returning({ id: accountSignInLinks.id });
  return spent.length === 1;
}

/** Every unused, unexpired link of the address (but `except`) stops working. */
export async function voidUnusedLinks(db: DbOrTx, email: string, now: Date, except?: string): Promise<void> {
  await db
    .update(accountSignInLinks)
    .set({ voidedAt: now })
    .where(
      and(
        eq(accountSignInLinks.email, email),
        isNull(accountSignInLinks.usedAt),
        isNull(accountSignInLinks.voidedAt),
        gt(accountSignInLinks.expiresAt, now),
        except ? ne(accountSignInLinks.id, except) : undefined,
      ),
    );
}

/** Links asked for since `since`, for this address (from any IP) and from this IP (what the limits count). */
export async function recentLinkCounts(
  db: DbOrTx,
  key: { email: string; ip: string },
  since: Date,
): Promise<{ byEmail: number; byIp: number }> {
  const counted = async (where: ReturnType<typeof eq>) => {
    const [row] = await db
      .select({ n: count() })
      .from(accountSignInLinks)
      .where(and(where, gt(accountSignInLinks.createdAt, since)));
    return row?.n ?? 0;
  };
  return {
    byEmail: await counted(eq(accountSignInLinks.email, key.email)),
    byIp: await counted(eq(accountSignInLinks.ip, key.ip)),
  };
}

/** Links older than a day count towards no limit and open nothing. */
export async function pruneSignInLinks(db: DbOrTx, now: Date): Promise<void> {
  await db
    .delete(accountSignInLinks)
    .where(lt(accountSignInLinks.createdAt, new Date(now.getTime() - 86_400_000)));
}

/** Forgets every sign-in link sent to the address (a deleted account's). */
export async function deleteSignInLinks(tx: DbOrTx, email: string): Promise<void> {
  await tx.delete(accountSignInLinks).where(eq(accountSignInLinks.email, email));
}
