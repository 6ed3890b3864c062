import type { Readable } from 'node:stream';
import {
  PRODUCTION_PACK_MESSAGES,
  productionPackFilename,
  type TJobProgress,
  type TProductionPackStatus,
} from '../../../shared/production';
import type { AppDeps } from '../../app-deps';
import { conflict, notFound } from '../../lib/errors';
import type { JobStatus } from '../../lib/jobs/job-queue';
import { findLiveCampaign } from '../campaigns/campaign-store';
import { countContacts } from '../campaigns/contact-store';
import { findPaidOrder } from '../orders/campaign-orders';
import { productionPackJob } from './production-pack-job';
import { findPack, recordPackJob } from './production-pack-store';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'jobs'>;

const CAMPAIGN_NOT_FOUND = 'Campaign not found.';

/** Starts the pack's job, or answers the one already queued or running for this campaign. */
export async function startProductionPack(deps: Deps, campaignId: string): Promise<{ jobId: string }> {
  const db = deps.database.db;
  const campaign = await findLiveCampaign(db, campaignId);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  if (!(await findPaidOrder(db, campaignId))) throw conflict(PRODUCTION_PACK_MESSAGES.unpaid);
  if ((await countContacts(db, campaignId)) === 0) throw conflict(PRODUCTION_PACK_MESSAGES.noContacts);
  const jobId = await deps.jobs.enqueue(
    productionPackJob,
    { campaignId },
    { key: campaignId, retryLimit: 3 },
  );
  await recordPackJob(db, campaignId, jobId);
  return { jobId };
}

function jobProgress(status: JobStatus): TJobProgress {
  return {
    state: status.state,
    done: status.done,
    total: status.total,
    ...(status.error ? { error: status.error } : {}),
  };
}

export async function findJobProgress(deps: Deps, jobId: string): Promise<TJobProgress> {
  const status = await deps.jobs.status(jobId);
  if (!status) throw notFound(PRODUCTION_PACK_MESSAGES.jobNotFound);
  return jobProgress(status);
}

export async function productionPackStatus(deps: Deps, campaignId: string): Promise<TProductionPackStatus> {
  const db = deps.database.db;
  const campaign = await findLiveCampaign(db, campaignId);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  const row = await findPack(db, campaignId);
  const status = row?.pack.jobId ? await deps.jobs.status(row.pack.jobId) : undefined;
  return {
    job: status ? { id: status.id, ...jobProgress(status) } : null,
    pack:
      row?.file && row.pack.builtAt
        ? {
            notes: row.pack.notes,
            sizeBytes: row.file.sizeBytes,
            builtAt: row.pack.builtAt.toISOString(),
            filename: productionPackFilename(campaign.number),
          }
        : null,
  };
}

/** The last completed pack's bytes, streamed from storage. */
export async function openProductionPack(
  deps: Deps,
  campaignId: string,
): Promise<{ stream: Readable; filename: string; sizeBytes: number }> {
  const db = deps.database.db;
  const campaign = await findLiveCampaign(db, campaignId);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  const row = await findPack(db, campaignId);
  if (!row?.file) throw notFound(PRODUCTION_PACK_MESSAGES.notBuilt);
  return {
    stream: deps.storage.open(row.file),
    filename: productionPackFilename(campaign.number),
    sizeBytes: row.file.sizeBytes,
  };
}
