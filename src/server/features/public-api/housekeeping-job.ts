import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { API_REQUESTS_KEPT_DAYS } from '../../../shared/api-keys';
import type { AppDeps } from '../../app-deps';
import { defineJob, type JobQueue } from '../../lib/jobs/job-queue';
import { pruneApiRequests } from '../api-keys/request-log-store';
import { IDEMPOTENCY_KEPT_MS } from './idempotency';
import { pruneIdempotencyKeys } from './idempotency-store';

const apiHousekeepingJob = defineJob('api-housekeeping', z.object({}));

export const API_REQUESTS_KEPT_MS = API_REQUESTS_KEPT_DAYS * 24 * 60 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;
const FIRST_AFTER_MS = 2 * 60 * 1000;

/** Hourly: forgets Idempotency-Keys past their 24 hours and request-log rows past their 30 days. */
export async function registerApiHousekeepingJob(
  jobs: JobQueue,
  deps: Pick<AppDeps, 'database'> & { log: FastifyBaseLogger },
): Promise<void> {
  await jobs.work(apiHousekeepingJob, async () => {
    const now = Date.now();
    const keys = await pruneIdempotencyKeys(deps.database.db, new Date(now - IDEMPOTENCY_KEPT_MS));
    const requests = await pruneApiRequests(deps.database.db, new Date(now - API_REQUESTS_KEPT_MS));
    if (keys + requests > 0) deps.log.info({ keys, requests }, 'old API records removed');
  });
  jobs.repeat(apiHousekeepingJob, {}, { everyMs: EVERY_MS, firstAfterMs: FIRST_AFTER_MS });
}
