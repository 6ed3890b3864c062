import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TStatusHistoryEntry } from '../../../shared/tracking';
import type { DbOrTx } from '../../db/client';
import { statusHistory } from '../../db/schema';

/** A campaign's status history (its own, its orders', its notes'), oldest first. */
export async function listStatusHistory(db: DbOrTx, campaignId: string): Promise<TStatusHistoryEntry[]> {
  const rows = await db
    .select()
    .from(statusHistory)
    .where(eq(statusHistory.campaignId, campaignId))
    .orderBy(asc(statusHistory.at), asc(statusHistory.id));
  return rows.map((row) => ({
    subject: row.subject,
    status: row.status,
    fromStatus: row.fromStatus,
    actor: row.actor,
    detail: row.detail,
    at: row.at.toISOString(),
  }));
}

/** Notes marked written or mailed (the triggers record statuses; this records the pen's progress). */
export async function recordNotesProgress(
  db: DbOrTx,
  entry: { campaignId: string; status: 'written' | 'mailed'; actor: string; detail: string },
): Promise<void> {
  await db.insert(statusHistory).values({ ...entry, subject: 'notes' });
}

export type StatusHistoryRow = typeof statusHistory.$inferSelect;

/** The status history rows of these campaigns, oldest first: the account export. */
export async function historyOfCampaigns(
  db: DbOrTx,
  campaignIds: readonly string[],
): Promise<StatusHistoryRow[]> {
  if (campaignIds.length === 0) return [];
  return db
    .select()
    .from(statusHistory)
    .where(inArray(statusHistory.campaignId, [...campaignIds]))
    .orderBy(asc(statusHistory.at), asc(statusHistory.id));
}

/** The campaign's own status changes this transaction made (the trigger dates them `now()`), in order. */
export async function campaignChangesOfThisTransaction(db: DbOrTx, campaignId: string) {
  return db
    .select()
    .from(statusHistory)
    .where(
      and(
        eq(statusHistory.campaignId, campaignId),
        eq(statusHistory.subject, 'campaign'),
        eq(statusHistory.at, sql`now()`),
      ),
    )
    .orderBy(asc(statusHistory.id));
}
