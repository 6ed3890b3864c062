import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRuns } from '../../db/schema';

/** Written before the job is sent, so a status lookup finds its queue as soon as the id is known. */
export async function insertJobRun(db: Db, run: { id: string; queue: string }) {
  await db.insert(jobRuns).values({ id: run.id, queue: run.queue }).onConflictDoNothing();
}

/**
 * Writes the run of a keyed job holding its key open; false when another open job of the queue holds the key
 * already (the unique index job_runs_open_key_idx decides, so two processes never both start one).
 */
export async function claimJobKey(db: Db, run: { id: string; queue: string; key: string }): Promise<boolean> {
  const rows = await db
    .insert(jobRuns)
    .values({ id: run.id, queue: run.queue, key: run.key, openKey: run.key })
    .onConflictDoNothing({ target: [jobRuns.queue, jobRuns.openKey] })
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

/** The run of a job the queue did not take after all. */
export async function deleteJobRun(db: Db, id: string) {
  await db.delete(jobRuns).where(eq(jobRuns.id, id));
}

/** A worker took the job: mark it alive (the row may be missing if its enqueuer died before writing it). */
export async function beginJobRun(db: Db, id: string, queue: string) {
  await db
    .insert(jobRuns)
    .values({ id, queue, heartbeatAt: sql`now()` })
    .onConflictDoUpdate({ target: jobRuns.id, set: { heartbeatAt: sql`now()` } });
}

export async function recordJobProgress(db: Db, id: string, done: number, total: number) {
  await db.update(jobRuns).set({ done, total, heartbeatAt: sql`now()` }).where(eq(jobRuns.id, id));
}

export async function beatJobRun(db: Db, id: string) {
  await db.update(jobRuns).set({ heartbeatAt: sql`now()` }).where(eq(jobRuns.id, id));
}

export async function findJobRun(db: Db, id: string) {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id));
  return row;
}

/** pg-boss deletes finished jobs after a week; their progress rows go a while later. */
export async function deleteOldJobRuns(db: Db, olderThanDays: number) {
  await db
    .delete(jobRuns)
    .where(and(lt(jobRuns.createdAt, sql`now() - make_interval(days => ${olderThanDays})`)));
}
