import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentIntents } from '../../db/schema';
import { OPEN_INTENT_STATUSES, type ProviderIntent } from './provider';

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;

/** Records (or refreshes) the server's copy of an intent, so staff and retries see every payment attempt. */
export async function saveIntent(db: DbOrTx, intent: ProviderIntent, campaignId: string): Promise<void> {
  await db
    .insert(paymentIntents)
    .values({
      id: intent.id,
      provider: intent.provider,
      campaignId,
      amountCents: intent.amountCents,
      status: intent.status,
      clientSecret: intent.clientSecret,
      lastError: intent.lastError,
    })
    .onConflictDoUpdate({
      target: paymentIntents.id,
      set: {
        amountCents: intent.amountCents,
        status: intent.status,
        lastError: intent.lastError,
        updatedAt: sql`now()`,
      },
    });
}

export async function findIntent(db: DbOrTx, id: string): Promise<PaymentIntentRow | undefined> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row;
}

/** The newest intent of this provider for the campaign that can still be paid. */
export async function findOpenIntent(
  db: DbOrTx,
  campaignId: string,
  provider: string,
): Promise<PaymentIntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.campaignId, campaignId),
        eq(paymentIntents.provider, provider),
        inArray(paymentIntents.status, OPEN_INTENT_STATUSES),
      ),
    )
    .orderBy(desc(paymentIntents.createdAt))
    .limit(1);
  return row;
}

export async function setIntentStatus(
  db: DbOrTx,
  id: string,
  status: string,
  lastError: string | null,
): Promise<void> {
  await db
    .update(paymentIntents)
    .set({ status, lastError, updatedAt: sql`now()` })
    .where(eq(paymentIntents.id, id));
}

/** Whether the card paying this intent is to be kept on the customer's account (issue 12 §5). */
export async function setIntentSaveCard(db: DbOrTx, id: string, saveCard: boolean): Promise<void> {
  await db.update(paymentIntents).set({ saveCard }).where(eq(paymentIntents.id, id));
}
