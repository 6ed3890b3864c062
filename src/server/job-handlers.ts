import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-deps';
import { registerDraftExpiryJob } from './features/campaigns/draft-expiry-job';
import { registerProductionPackJob } from './features/production/production-pack-job';
import { registerSchedulerPassJob } from './features/programs/scheduler-pass-job';
import { registerApiHousekeepingJob } from './features/public-api/housekeeping-job';
import { registerWebhookJobs } from './features/webhooks/webhook-jobs';
import type { JobQueue } from './lib/jobs/job-queue';

/** What a job handler may use: the app's services, no HTTP (handlers queue mail in the database). */
export type JobDeps = AppDeps & { log: FastifyBaseLogger };

/**
 * Every kind of background job and its handler, in one list so the web server (JOBS_IN_WEB) and `npm run worker`
 * run the same ones. A feature adds its job here: `await jobs.work(productionPackJob, (job) => …)`.
 */
export async function registerJobHandlers(jobs: JobQueue, deps: JobDeps): Promise<void> {
  const registrations: ((jobs: JobQueue, deps: JobDeps) => Promise<void>)[] = [
    registerProductionPackJob,
    registerDraftExpiryJob,
    registerSchedulerPassJob,
    registerWebhookJobs,
    registerApiHousekeepingJob,
  ];
  for (const register of registrations) await register(jobs, deps);
}
