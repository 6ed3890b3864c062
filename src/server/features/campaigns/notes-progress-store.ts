import { and, between, eq, inArray, isNull, sql } from 'drizzle-orm';
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

export interface NotesProgress {
  contacts: number;
  written: number;
  mailed: number;
  lastWrittenAt: Date | null;
  lastMailedAt: Date | null;
}

const NONE: NotesProgress = { contacts: 0, written: 0, mailed: 0, lastWrittenAt: null, lastMailedAt: null };

/** How far the pen and the post have got, per campaign. */
export async function notesProgressOf(
  db: DbOrTx,
  campaignIds: readonly string[],
): Promise<Map<string, NotesProgress>> {
  const found = new Map<string, NotesProgress>(campaignIds.map((id) => [id, NONE]));
  if (campaignIds.length === 0) return found;
  const rows = await db
    .select({
      campaignId: contacts.campaignId,
      contacts: sql<number>`count(*)::int`,
      written: sql<number>`(count(*) filter (where ${contacts.writtenAt} is not null))::int`,
      mailed: sql<number>`(count(*) filter (where ${contacts.mailedAt} is not null))::int`,
      lastWrittenAt: sql<string | null>`max(${contacts.writtenAt})`,
      lastMailedAt: sql<string | null>`max(${contacts.mailedAt})`,
    })
    .from(contacts)
    .where(inArray(contacts.campaignId, [...campaignIds]))
    .groupBy(contacts.campaignId);
  for (const row of rows) {
    found.set(row.campaignId, {
      contacts: Number(row.contacts),
      written: Number(row.written),
      mailed: Number(row.mailed),
      lastWrittenAt: row.lastWrittenAt ? new Date(row.lastWrittenAt) : null,
      lastMailedAt: row.lastMailedAt ? new Date(row.lastMailedAt) : null,
    });
  }
  return found;
}

export interface NotesCounts {
  total: number;
  written: number;
  mailed: number;
}

/** One campaign's counts (the step rule's), from the same query as notesProgressOf. */
export async function countNotesProgress(db: DbOrTx, campaignId: string): Promise<NotesCounts> {
  const {
    contacts: total,
    written,
    mailed,
  } = (await notesProgressOf(db, [campaignId])).get(campaignId) ?? NONE;
  return { total, written, mailed };
}
