import { and, asc, count, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { programRuns, programSends, programs } from '../../db/schema';
import { findAccount } from '../accounts/account-store';

export type ProgramRow = typeof programs.$inferSelect;
export type ProgramRunRow = typeof programRuns.$inferSelect;
export type NewProgramSend = typeof programSends.$inferInsert;

/** How long a claimed charge may stay unfinished before another pass takes it over (its process died). */
export const STALE_CHARGE_MINUTES = 10;

/** Every program with what decides whether it has a day to run: its clock and the last day it finished. */
export async function listProgramClocks(db: Db) {
  return db
    .select({ id: programs.id, timeZone: programs.timeZone, lastRunDate: programs.lastRunDate })
    .from(programs);
}

/** The program, locked until the transaction ends: two passes do not plan the same program side by side. */
export async function lockProgramRow(tx: Tx, id: string): Promise<ProgramRow | undefined> {
  const [row] = await tx.select().from(programs).where(eq(programs.id, id)).for('update');
  return row;
}

export async function accountEmail(db: DbOrTx, accountId: string): Promise<string | undefined> {
  return (await findAccount(db, accountId))?.email;
}

/** `contactKey|occurrenceKey` → status of the program's notes already recorded for those occurrences. */
export async function recordedSends(
  db: DbOrTx,
  programId: string,
  occurrenceKeys: readonly string[],
): Promise<Map<string, string>> {
  if (occurrenceKeys.length === 0) return new Map();
  const rows = await db
    .select({
      contactKey: programSends.contactKey,
      occurrenceKey: programSends.occurrenceKey,
      status: programSends.status,
    })
    .from(programSends)
    .where(
      and(
        eq(programSends.programId, programId),
        inArray(programSends.occurrenceKey, [...new Set(occurrenceKeys)]),
      ),
    );
  return new Map(rows.map((r) => [sendKey(r), r.status]));
}

export const sendKey = (s: { contactKey: string; occurrenceKey: string }) =>
  `${s.contactKey}|${s.occurrenceKey}`;

/** Notes of the program written (scheduled or sent) on days in [from, to]: what the monthly cap counts. */
export async function countWrittenBetween(
  db: DbOrTx,
  programId: string,
  from: string,
  to: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(programSends)
    .where(
      and(
        eq(programSends.programId, programId),
        inArray(programSends.status, ['scheduled', 'sent']),
        gte(programSends.writtenOn, from),
        lte(programSends.writtenOn, to),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Records notes under their exactly-once key. A key taken already (written before, skipped by the customer,
 * written by another process a moment ago) is left alone: only the rows returned were recorded by this call.
 */
export async function insertSends(tx: Tx, rows: readonly NewProgramSend[]) {
  if (rows.length === 0) return [];
  return tx
    .insert(programSends)
    .values([...rows])
    .onConflictDoNothing({
      target: [programSends.programId, programSends.contactKey, programSends.occurrenceKey],
    })
    .returning({
      id: programSends.id,
      contactKey: programSends.contactKey,
      occurrenceKey: programSends.occurrenceKey,
    });
}

export async function linkSendsToRun(tx: Tx, runId: string, sendIds: readonly string[]): Promise<void> {
  if (sendIds.length === 0) return;
  await tx
    .update(programSends)
    .set({ runId })
    .where(inArray(programSends.id, [...sendIds]));
}

export async function insertRun(tx: Tx, values: { programId: string; runDate: string; campaignId: string }) {
  const [row] = await tx
    .insert(programRuns)
    .values({ ...values, status: 'pending' })
    .returning();
  return row!;
}

export async function finishProgramDays(tx: Tx, programId: string, lastRunDate: string): Promise<void> {
  await tx.update(programs).set({ lastRunDate, updatedAt: new Date() }).where(eq(programs.id, programId));
}

export async function pauseProgramRow(tx: Tx, programId: string, reason: string): Promise<void> {
  await tx
    .update(programs)
    .set({ status: 'paused', pausedReason: reason, updatedAt: new Date() })
    .where(eq(programs.id, programId));
}

/**
 * Takes one run to charge: a pending one, or one whose charge started long ago in a process that has since
 * died. The UPDATE … RETURNING is the claim, so two passes never charge the same run at once.
 */
export async function claimRunToCharge(db: Db): Promise<ProgramRunRow | undefined> {
  const stale = sql`now() - make_interval(mins => ${STALE_CHARGE_MINUTES})`;
  const next = db
    .select({ id: programRuns.id })
    .from(programRuns)
    .where(
      or(
        eq(programRuns.status, 'pending'),
        and(eq(programRuns.status, 'charging'), lt(programRuns.chargeStartedAt, stale)),
      ),
    )
    .orderBy(asc(programRuns.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(programRuns)
    .set({ status: 'charging', chargeStartedAt: sql`now()` })
    .where(inArray(programRuns.id, next))
    .returning();
  return row;
}

/** Ends a claimed run as paid or failed; false when it was no longer 'charging' (another pass settled it). */
export async function settleRun(
  tx: Tx,
  runId: string,
  outcome: { status: 'paid' } | { status: 'failed'; failure: string },
): Promise<boolean> {
  const rows = await tx
    .update(programRuns)
    .set({ status: outcome.status, failure: outcome.status === 'failed' ? outcome.failure : null })
    .where(and(eq(programRuns.id, runId), eq(programRuns.status, 'charging')))
    .returning({ id: programRuns.id });
  if (rows.length === 0) return false;
  await tx
    .update(programSends)
    .set({ status: outcome.status === 'paid' ? 'sent' : 'payment_failed' })
    .where(and(eq(programSends.runId, runId), eq(programSends.status, 'scheduled')));
  return true;
}

export async function countRunSends(db: DbOrTx, runId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(programSends).where(eq(programSends.runId, runId));
  return row?.n ?? 0;
}

export async function findProgram(db: DbOrTx, id: string): Promise<ProgramRow | undefined> {
  const [row] = await db.select().from(programs).where(eq(programs.id, id));
  return row;
}
