import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { productionPackFilename } from '../../../shared/production';
import type { AppDeps } from '../../app-deps';
import { defineJob, type JobQueue } from '../../lib/jobs/job-queue';
import { findLiveCampaign } from '../campaigns/campaign-store';
import { buildPack } from './pack-builder';
import { recordPackFile } from './production-pack-store';

export const productionPackJob = defineJob('production-pack', z.object({ campaignId: z.uuid() }));

/** The job-handlers' deps (declared here too: importing them from job-handlers.ts would be a cycle). */
type PackJobDeps = Pick<AppDeps, 'config' | 'database' | 'storage'> & {
  log: FastifyBaseLogger;
  /** The render workers' module, when not the real one (a test's crashing worker). */
  renderWorker?: URL;
};

/**
 * Builds the pack and only then records it: the ZIP is written to a temp file, stored, and made the campaign's
 * pack in one write. A stop or crash mid-way leaves at most an unrecorded temp file; the retry starts over.
 */
export async function registerProductionPackJob(jobs: JobQueue, deps: PackJobDeps): Promise<void> {
  await jobs.work(productionPackJob, async (job) => {
    const db = deps.database.db;
    const campaign = await findLiveCampaign(db, job.data.campaignId);
    if (!campaign) throw new Error('The campaign no longer exists.');
    const built = await buildPack(campaign, {
      db,
      storage: deps.storage,
      plotter: deps.config.plotter,
      workers: deps.config.packWorkers,
      renderWorker: deps.renderWorker,
      signal: job.signal,
      progress: job.progress,
      // On the data volume, which is sized for files; the system's temp folder may be small.
      tmpDir: path.join(deps.config.dataDir, 'tmp'),
    });
    try {
      job.signal.throwIfAborted();
      const file = await deps.storage.saveFile(db, {
        kind: 'production-pack',
        originalName: productionPackFilename(campaign.number),
        mimeType: 'application/zip',
        campaignId: campaign.id,
        path: built.zipPath,
      });
      const replaced = await recordPackFile(db, campaign.id, file.id, built.notes);
      if (replaced) {
        const old = await deps.storage.find(db, replaced);
        if (old) await deps.storage.delete(db, old);
      }
      deps.log.info(
        { campaign: campaign.number, notes: built.notes, jobId: job.id },
        'production pack built',
      );
    } finally {
      await fs.rm(built.zipPath, { force: true });
    }
  });
}
