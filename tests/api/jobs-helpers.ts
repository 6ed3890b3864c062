import pino from 'pino';
import { z } from 'zod';
import type { Database } from '../../src/server/db/client';
import {
  defineJob,
  type JobContext,
  type JobQueue,
  type JobStatus,
} from '../../src/server/lib/jobs/job-queue';
import { type JobQueueOptions, PgBossJobQueue } from '../../src/server/lib/jobs/pg-boss-queue';
import { until } from '../support/until';

export const silent = pino({ level: 'silent' });

/** A job that writes `items` rows (idempotently, as real jobs must) and reports progress after each. */
export const writeItems = defineJob('write-items', z.object({ label: z.string(), items: z.number().int() }));

export async function createEffectsTable(database: Database) {
  await database.executeSql(
    'CREATE TABLE IF NOT EXISTS job_effects (job_id uuid NOT NULL, item int NOT NULL, PRIMARY KEY (job_id, item))',
  );
}

export async function writeItem(database: Database, jobId: string, item: number) {
  await database.executeSql('INSERT INTO job_effects (job_id, item) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    jobId,
    item,
  ]);
}

export async function effectsOf(database: Database, jobId: string): Promise<number> {
  const { rows } = await database.executeSql('SELECT count(*)::int AS n FROM job_effects WHERE job_id = $1', [
    jobId,
  ]);
  return Number(rows[0]?.n);
}

/** The whole job, as a healthy worker runs it. */
export function writeAllItems(database: Database) {
  return async (job: JobContext<z.infer<typeof writeItems.data>>) => {
    for (let item = 1; item <= job.data.items; item++) {
      await writeItem(database, job.id, item);
      await job.progress(item, job.data.items);
    }
  };
}

export function startQueue(database: Database, options: JobQueueOptions = {}): Promise<JobQueue> {
  const queue = new PgBossJobQueue(database, silent, { pollingIntervalSeconds: 0.5, ...options });
  return queue.start().then(() => queue);
}

/** Polls a job's status until `reached` holds. */
export async function waitForStatus(
  queue: JobQueue,
  jobId: string,
  reached: (status: JobStatus) => boolean,
  waitMs?: number,
): Promise<JobStatus> {
  let last: JobStatus | undefined;
  return until(
    async () => {
      last = await queue.status(jobId);
      return last && reached(last) ? last : undefined;
    },
    () => `job ${jobId} did not reach the expected state; last status ${JSON.stringify(last)}`,
    { waitMs },
  );
}

/** A database whose connection can be cut, as a process that dies: every later statement waits forever. */
export function severable(database: Database): { database: Database; cut: () => void } {
  let cut = false;
  const never = new Promise<never>(() => {});
  return {
    database: {
      ...database,
      executeSql: (text, values) => (cut ? never : database.executeSql(text, values)),
    },
    cut: () => {
      cut = true;
    },
  };
}
