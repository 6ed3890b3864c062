import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { defineJob, type JobQueue } from '../../lib/jobs/job-queue';
import { deliverWebhook, webhookRetryPolicy } from './deliver-webhook';
import { findUndelivered } from './webhook-store';

const webhookDeliveryJob = defineJob(
  'webhook-delivery',
  z.object({ eventId: z.string(), endpointId: z.string().uuid(), retry: z.boolean() }),
);

/** Finds events not yet sent to their endpoints; one at a time across processes. */
const webhookDispatchJob = defineJob('webhook-dispatch', z.object({}), { oneAtATime: true });

const DISPATCH_EVERY_MS = 5_000;
const DISPATCH_BATCH = 500;

type Deps = Pick<AppDeps, 'database' | 'config' | 'mail' | 'jobs'>;

/**
 * Queues the first delivery of every recent event to each subscribed endpoint that has no attempt yet. The
 * job key (event, endpoint) keeps a second sweep from queueing the same delivery while the first is open.
 * Answers how many it queued.
 */
async function dispatchWebhookEvents(deps: Deps): Promise<number> {
  const due = await findUndelivered(deps.database.db, webhookRetryPolicy.retryForMs, DISPATCH_BATCH);
  for (const { eventId, endpointId } of due) {
    await deps.jobs.enqueue(
      webhookDeliveryJob,
      { eventId, endpointId, retry: true },
      { key: `${eventId}:${endpointId}`, retryLimit: 3 },
    );
  }
  return due.length;
}

/** A one-off attempt asked for by the endpoint's owner ("Resend"); not retried when it fails. */
export function enqueueResend(deps: Pick<AppDeps, 'jobs'>, eventId: string, endpointId: string) {
  return deps.jobs.enqueue(webhookDeliveryJob, { eventId, endpointId, retry: false }, { retryLimit: 1 });
}

/**
 * Delivery runs on the job queue, so a delivery outlives a crash (pg-boss retries the job). A failed attempt
 * queues the next one itself, after the backoff delay, instead of relying on the job's own retries.
 */
export async function registerWebhookJobs(
  jobs: JobQueue,
  deps: AppDeps & { log: FastifyBaseLogger },
): Promise<void> {
  await jobs.work(
    webhookDeliveryJob,
    async (job) => {
      const result = await deliverWebhook(deps, job.data, job.signal);
      if (result.outcome === 'failed' && result.retryInSeconds !== null) {
        await jobs.enqueue(webhookDeliveryJob, job.data, {
          key: `${job.data.eventId}:${job.data.endpointId}:${result.attempt + 1}`,
          startAfterSeconds: result.retryInSeconds,
          retryLimit: 3,
        });
      }
    },
    { concurrency: 4 },
  );
  await jobs.work(webhookDispatchJob, async () => {
    await dispatchWebhookEvents(deps);
  });
  jobs.repeat(webhookDispatchJob, {}, { everyMs: DISPATCH_EVERY_MS, firstAfterMs: 1_000 });
}
