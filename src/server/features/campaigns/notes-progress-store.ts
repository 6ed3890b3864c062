import { and, between, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema';

/**
 * Marks the notes of a range (positions = manifest sequence − 1) written or mailed, and returns the positions
 * this call marked; notes marked before are left alone. Mark a range written before mailing it.
 */
export async function markNotes(
  db: DbOrTx,
  campaignId: string,
  stage: 'written' | 'mailed',
  range: { first: number; last: number },
): Promise<number[]> {
  const column = stage === 'written' ? contacts.writtenAt : contacts.mailedAt;
  const rows = await db
    .update(contacts)
    .set(stage === 'written' ? { writtenAt: sql`now()` } : { mailedAt: sql`now()` })
    .where(
      and(
        eq(contacts.campaignId, campaignId),
        between(contacts.position, range.first, range.last),
        isNull(column),
      ),
    )
    .returning({ position: contacts.position });
  return rows.map((r) => r.position).sort((a, b) => a - b);
}

export interface NotesCounts {
  total: number;
  written: number;
  mailed: number;
}

export async function countNotesProgress(db: DbOrTx, campaignId: string): Promise<NotesCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      written: sql<number>`(count(*) filter (where ${contacts.writtenAt} is not null))::int`,
      mailed: sql<number>`(count(*) filter (where ${contacts.mailedAt} is not null))::int`,
    })
    .from(contacts)
    .where(eq(contacts.campaignId, campaignId));
  return {
    total: Number(row?.total ?? 0),
    written: Number(row?.written ?? 0),
    mailed: Number(row?.mailed ?? 0),
  };
}
