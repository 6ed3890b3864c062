import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { defineJob, type JobQueue } from '../../lib/jobs/job-queue';
import { expireOldDrafts } from './draft-expiry';

const draftExpiryJob = defineJob('expire-drafts', z.object({}));

/** Hourly is plenty for a 30-day limit; the first run waits a minute so a starting server is not slowed. */
const EVERY_MS = 60 * 60 * 1000;
const FIRST_AFTER_MS = 60 * 1000;

type ExpiryJobDeps = Pick<AppDeps, 'database' | 'storage'> & { log: FastifyBaseLogger };

/**
 * Expires abandoned checkouts (draft-expiry.ts) on the job queue. Every process that runs jobs asks for a run
 * each hour; the queue's key keeps at most one open, and a run that finds nothing due changes nothing.
 */
export async function registerDraftExpiryJob(jobs: JobQueue, deps: ExpiryJobDeps): Promise<void> {
  await jobs.work(draftExpiryJob, async (job) => {
    const expired = await expireOldDrafts({ db: deps.database.db, storage: deps.storage });
    if (expired > 0) deps.log.info({ expired, jobId: job.id }, 'unpaid campaigns expired');
  });
  jobs.repeat(draftExpiryJob, {}, { everyMs: EVERY_MS, firstAfterMs: FIRST_AFTER_MS });
}
