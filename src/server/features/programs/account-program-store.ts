import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { ProgramStatus } from '../../../shared/programs/program-schemas';
import { isUuid } from '../../../shared/uuid';
import type { DbOrTx } from '../../db/client';
import { programSends, programs, savedLists } from '../../db/schema';
import { keysetPage, type PageCursor } from '../../lib/keyset-page';
import { type ListFilter, listFilterOn } from '../../lib/list-filters';

/** SQL for the customer's programs and the notes recorded for them (program_sends). */

export type ProgramRow = typeof programs.$inferSelect;
export type ProgramInsert = typeof programs.$inferInsert;
export type ProgramSendRow = typeof programSends.$inferSelect;

export interface ProgramWithList {
  program: ProgramRow;
  listName: string | null;
}

/**
 * Whose programs: an account's, in one mode. The account pages see live programs only; a test API key sees
 * the test programs it made (livemode false), never the live ones.
 */
export interface ProgramOwner {
  accountId: string;
  livemode: boolean;
}

const ownedBy = (owner: ProgramOwner) =>
  and(eq(programs.accountId, owner.accountId), eq(programs.livemode, owner.livemode));

/** Which of the owner's programs a /v1 list shows: by status, when made, by metadata. */
export interface ProgramFilter extends ListFilter {
  status?: ProgramStatus;
}

/** The owner's programs, newest first; with `page`, up to `limit` of those that pass its filter, beyond its cursor. */
export async function listProgramRows(
  db: DbOrTx,
  owner: ProgramOwner,
  page?: { filter: ProgramFilter; cursor: PageCursor<ProgramWithList>; limit: number },
): Promise<ProgramWithList[]> {
  const keyset = keysetPage(
    [
      { column: programs.createdAt, of: (row: ProgramWithList) => row.program.createdAt },
      { column: programs.id, of: (row: ProgramWithList) => row.program.id },
    ],
    'desc',
    page?.cursor ?? {},
  );
  const filter = page?.filter ?? {};
  const query = db
    .select({ program: programs, listName: savedLists.name })
    .from(programs)
    .leftJoin(savedLists, eq(savedLists.id, programs.savedListId))
    .where(
      and(
        ownedBy(owner),
        filter.status ? eq(programs.status, filter.status) : undefined,
        listFilterOn(programs, filter),
        keyset.where,
      ),
    )
    .orderBy(...keyset.orderBy);
  return page ? query.limit(page.limit) : query;
}

/** The program only when it is the owner's: another account's or mode's id reads exactly like an unknown one. */
export async function findProgram(
  db: DbOrTx,
  owner: ProgramOwner,
  programId: string,
): Promise<ProgramWithList | undefined> {
  if (!isUuid(programId)) return undefined;
  const [row] = await db
    .select({ program: programs, listName: savedLists.name })
    .from(programs)
    .leftJoin(savedLists, eq(savedLists.id, programs.savedListId))
    .where(and(eq(programs.id, programId), ownedBy(owner)));
  return row;
}

export async function insertProgram(db: DbOrTx, values: ProgramInsert): Promise<ProgramRow> {
  const [row] = await db.insert(programs).values(values).returning();
  return row!;
}

export async function updateProgramRow(
  db: DbOrTx,
  programId: string,
  changes: Partial<ProgramInsert>,
): Promise<ProgramRow> {
  const [row] = await db
    .update(programs)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(programs.id, programId))
    .returning();
  return row!;
}

export async function deleteProgramRow(db: DbOrTx, programId: string): Promise<void> {
  await db.delete(programs).where(eq(programs.id, programId));
}

/** The notes recorded for a program whose writing day is in [from, to]. */
export async function listSendRows(
  db: DbOrTx,
  programId: string,
  window: { from: string; to: string },
): Promise<ProgramSendRow[]> {
  return db
    .select()
    .from(programSends)
    .where(
      and(
        eq(programSends.programId, programId),
        gte(programSends.writtenOn, window.from),
        lte(programSends.writtenOn, window.to),
      ),
    );
}

/** The row of one note's exactly-once key. */
function sendKeyIs(programId: string, contactKey: string, occurrenceKey: string) {
  return and(
    eq(programSends.programId, programId),
    eq(programSends.contactKey, contactKey),
    eq(programSends.occurrenceKey, occurrenceKey),
  );
}

export async function findSendRow(
  db: DbOrTx,
  programId: string,
  contactKey: string,
  occurrenceKey: string,
): Promise<ProgramSendRow | undefined> {
  const [row] = await db
    .select()
    .from(programSends)
    .where(sendKeyIs(programId, contactKey, occurrenceKey));
  return row;
}

/**
 * Records a skip under the note's exactly-once key. Answers undefined when the key is already taken (the
 * scheduler got there first, or it was skipped already): the unique index decides, not a prior read.
 */
export async function insertSkip(
  db: DbOrTx,
  values: {
    programId: string;
    contactKey: string;
    occurrenceKey: string;
    occurrence: string;
    writtenOn: string;
    contactName: string;
  },
): Promise<ProgramSendRow | undefined> {
  const [row] = await db
    .insert(programSends)
    .values({ ...values, status: 'skipped', reason: 'Skipped by the customer.' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Removes a skip; only a 'skipped' row, so a note being written or sent is never released. */
export async function deleteSkip(
  db: DbOrTx,
  programId: string,
  contactKey: string,
  occurrenceKey: string,
): Promise<boolean> {
  const rows = await db
    .delete(programSends)
    .where(and(sendKeyIs(programId, contactKey, occurrenceKey), eq(programSends.status, 'skipped')))
    .returning({ id: programSends.id });
  return rows.length > 0;
}

/** Notes written (scheduled or sent) per program in [from, to]: what the monthly cap counts. */
export async function countWrittenNotes(
  db: DbOrTx,
  programIds: readonly string[],
  window: { from: string; to: string },
): Promise<Map<string, number>> {
  if (programIds.length === 0) return new Map();
  const rows = await db
    .select({ programId: programSends.programId, n: count() })
    .from(programSends)
    .where(
      and(
        inArray(programSends.programId, [...programIds]),
        inArray(programSends.status, ['scheduled', 'sent']),
        gte(programSends.writtenOn, window.from),
        lte(programSends.writtenOn, window.to),
      ),
    )
    .groupBy(programSends.programId);
  return new Map(rows.map((r) => [r.programId, Number(r.n)]));
}

/**
 * The account's live programs, oldest first, with every note recorded for them (the account's data export).
 * Live only, as the export's campaigns: a test API key's programs are sandbox data.
 */
export async function listAccountPrograms(
  db: DbOrTx,
  accountId: string,
): Promise<{ programs: ProgramRow[]; sends: ProgramSendRow[] }> {
  const rows = await db
    .select()
    .from(programs)
    .where(ownedBy({ accountId, livemode: true }))
    .orderBy(asc(programs.createdAt));
  const sends = rows.length
    ? await db
        .select()
        .from(programSends)
        .where(
          inArray(
            programSends.programId,
            rows.map((p) => p.id),
          ),
        )
        .orderBy(asc(programSends.programId), asc(programSends.writtenOn))
    : [];
  return { programs: rows, sends };
}

/** Locks the program row so a resume and a scheduler pass do not interleave on lastRunDate. */
export async function lockProgram(db: DbOrTx, programId: string): Promise<void> {
  await db.execute(sql`select 1 from programs where id = ${programId} for update`);
}

/** The names of the programs (of either mode) that run on this list: a list they use is not deleted by /v1. */
export async function programNamesOnList(db: DbOrTx, listId: string): Promise<string[]> {
  const rows = await db
    .select({ name: programs.name })
    .from(programs)
    .where(eq(programs.savedListId, listId))
    .orderBy(asc(programs.createdAt));
  return rows.map((row) => row.name);
}
