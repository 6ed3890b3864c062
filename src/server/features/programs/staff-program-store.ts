import { and, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { parseListSearch } from '../../../shared/admin-list';
import type { TAdminProgramListQuery } from '../../../shared/admin-programs';
import type { DbOrTx } from '../../db/client';
import { accounts, programRuns, programSends, programs } from '../../db/schema';

export type StaffProgramRow = typeof programs.$inferSelect & { ownerEmail: string };

function listFilter({ q, status }: TAdminProgramListQuery): SQL | undefined {
  const search = parseListSearch(q);
  const contains = search?.contains ?? (search?.number != null ? `%${search.number}%` : null);
  return and(
    // A test API key's programs only ever make test campaigns: nothing for staff to watch.
    eq(programs.livemode, true),
    status ? eq(programs.status, status) : undefined,
    contains
      ? sql`(lower(${programs.name}) like lower(${contains}) or ${accounts.email} like lower(${contains}))`
      : undefined,
  );
}

/** One page of programs with their owners' e-mails, newest first, and how many match in all. */
export async function pageStaffProgramRows(
  db: DbOrTx,
  query: TAdminProgramListQuery,
): Promise<{ rows: StaffProgramRow[]; total: number }> {
  const where = listFilter(query);
  const rows = await db
    .select({ program: programs, ownerEmail: accounts.email })
    .from(programs)
    .innerJoin(accounts, eq(accounts.id, programs.accountId))
    .where(where)
    .orderBy(desc(programs.createdAt), desc(programs.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(programs)
    .innerJoin(accounts, eq(accounts.id, programs.accountId))
    .where(where);
  return {
    rows: rows.map((r) => ({ ...r.program, ownerEmail: r.ownerEmail })),
    total: Number(count?.total ?? 0),
  };
}

/**
 * Notes per program and day over the `days` up to each program's lastRunDate: a note's day is its run's (the day
 * its campaign was made), a held note's the day it was due to be written.
 */
export async function countNotesPerDay(db: DbOrTx, programIds: string[], days: number) {
  if (programIds.length === 0) return [];
  const day = sql<string>`coalesce(${programRuns.runDate}, ${programSends.writtenOn})`;
  return db
    .select({
      programId: programSends.programId,
      date: sql<string>`${day}::text`,
      notes: sql<number>`(count(*) filter (where ${programSends.status} in ('scheduled', 'sent')))::int`,
      held: sql<number>`(count(*) filter (where ${programSends.status} = 'held'))::int`,
    })
    .from(programSends)
    .innerJoin(programs, eq(programs.id, programSends.programId))
    .leftJoin(programRuns, eq(programRuns.id, programSends.runId))
    .where(
      and(
        inArray(programSends.programId, programIds),
        sql`${day} > ${programs.lastRunDate} - ${days}::int`,
        sql`${day} <= ${programs.lastRunDate}`,
      ),
    )
    .groupBy(programSends.programId, day)
    .orderBy(day);
}

/** The (contact, occurrence) keys already recorded for a program's notes written after `after` (e.g. skipped). */
export async function recordedKeysAfter(db: DbOrTx, programId: string, after: string): Promise<Set<string>> {
  const rows = await db
    .select({ contactKey: programSends.contactKey, occurrenceKey: programSends.occurrenceKey })
    .from(programSends)
    .where(and(eq(programSends.programId, programId), gt(programSends.writtenOn, after)));
  return new Set(rows.map((r) => `${r.contactKey}|${r.occurrenceKey}`));
}
