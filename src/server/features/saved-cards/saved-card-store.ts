import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { savedCards } from '../../db/schema';
import type { KeptCard } from '../payments/card-on-file';

export type SavedCardRow = typeof savedCards.$inferSelect;

export async function findSavedCard(db: DbOrTx, accountId: string): Promise<SavedCardRow | undefined> {
  const [row] = await db.select().from(savedCards).where(eq(savedCards.accountId, accountId));
  return row;
}

/** One card per account: a newly saved card replaces the one kept before. */
export async function upsertSavedCard(
  db: DbOrTx,
  accountId: string,
  provider: string,
  card: KeptCard,
): Promise<void> {
  const values = {
    provider,
    providerCustomerId: card.customerId,
    providerPaymentMethodId: card.paymentMethodId,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
  await db
    .insert(savedCards)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: savedCards.accountId, set: { ...values, createdAt: sql`now()` } });
}

/** Deletes that card only: one saved meanwhile by another checkout stays. */
export async function deleteSavedCard(db: DbOrTx, accountId: string, paymentMethodId: string): Promise<void> {
  await db
    .delete(savedCards)
    .where(and(eq(savedCards.accountId, accountId), eq(savedCards.providerPaymentMethodId, paymentMethodId)));
}
