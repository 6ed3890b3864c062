import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, campaigns, orders } from '../../db/schema';

/** The account of a (lower-cased) address, made on its first sign-in. */
export async function accountForEmail(db: DbOrTx, email: string): Promise<{ id: string; email: string }> {
  await db.insert(accounts).values({ email }).onConflictDoNothing({ target: accounts.email });
  const [account] = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.email, email));
  return account!;
}

/**
 * Orders paid with the account's address belong to it once its owner has proved the address by signing in:
 * their campaigns (not yet anyone's) are given to the account, and keep opening by their links.
 */
export async function claimPaidCampaigns(db: DbOrTx, accountId: string, email: string): Promise<void> {
  const paidWithEmail = db
    .select({ id: orders.campaignId })
    .from(orders)
    .where(and(sql`lower(${orders.customerEmail}) = ${email}`, inArray(orders.status, ['paid', 'refunded'])));
  await db
    .update(campaigns)
    .set({ accountId, guestLink: true })
    .where(and(isNull(campaigns.accountId), inArray(campaigns.id, paidWithEmail)));
}
