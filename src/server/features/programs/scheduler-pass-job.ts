import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { defineJob, type JobQueue } from '../../lib/jobs/job-queue';
import { runSchedulerPass } from './scheduler-pass';

/** One run covers every program; one at a time, so an hourly tick and a catch-up never run side by side. */
const schedulerPassJob = defineJob('scheduler-pass', z.object({}), { oneAtATime: true });

/**
 * Hourly, in UTC: each program's day begins at its own local midnight, and a pass writes every program up to its
 * own today, so an hourly tick reaches each time zone within an hour of its midnight (once a day per zone; the
 * other ticks find nothing new). Five past, clear of the midnight edge. Cron in pg-boss's schedule table, not a
 * timer of this process.
 */
export const SCHEDULER_CRON = '5 * * * *';

type PassJobDeps = AppDeps & { log: FastifyBaseLogger };

/**
 * Runs the scheduler on the job queue: every process that runs jobs works the queue and (re)sets the one
 * schedule, and asks for a pass at start-up, which catches up the days missed while no process ran (a pass
 * covers each program from its lastRunDate). Exactly once is the database's unique keys; this only saves work.
 */
export async function registerSchedulerPassJob(jobs: JobQueue, deps: PassJobDeps): Promise<void> {
  if (deps.config.scheduler === 'manual') return;
  await jobs.work(schedulerPassJob, async (job) => {
    const counts = await runSchedulerPass(deps, {});
    deps.log.info({ ...counts, jobId: job.id }, 'scheduler pass done');
  });
  await jobs.schedule(schedulerPassJob, SCHEDULER_CRON, {}, { tz: 'UTC' });
  await jobs.enqueue(schedulerPassJob, {}, { retryLimit: 3 });
}
