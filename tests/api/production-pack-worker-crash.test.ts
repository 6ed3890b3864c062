import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { productionPacks, uploadedFiles } from '../../src/server/db/schema';
import {
  productionPackJob,
  registerProductionPackJob,
} from '../../src/server/features/production/production-pack-job';
import { createFileStorage } from '../../src/server/lib/files/file-storage';
import type { JobQueue } from '../../src/server/lib/jobs/job-queue';
import { createTestDatabase } from '../support/test-db';
import { insertCampaign, insertContacts, insertOrder } from './admin-helpers';
import { startQueue, waitForStatus } from './jobs-helpers';

/*
 * A production pack's render worker thread that dies (here: every worker is the test's crashing one) fails the
 * job as a whole: it is marked failed, no pack is recorded and no half-written ZIP is left.
 */

let database: Database | undefined;
let queue: JobQueue | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-pack-crash-'));
afterAll(async () => {
  await queue?.stop({ graceMs: 1000 });
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('marks the job failed, records no pack and leaves no ZIP when a render worker crashes', async () => {
  database = await createTestDatabase();
  const db = database.db;
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), packWorkers: 2 };
  const campaign = await insertCampaign(db, {
    message: 'Dear {{name}}, thank you!',
    handwritingStyle: 'casual',
  });
  await insertContacts(
    db,
    campaign.id,
    Array.from({ length: 30 }, (_, i) => ({
      name: `Customer ${i + 1}`,
      address1: `${100 + i} Main Street`,
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    })),
  );
  await insertOrder(db, { campaignId: campaign.id, status: 'paid', paidAt: new Date() });

  queue = await startQueue(database);
  await registerProductionPackJob(queue, {
    config,
    database,
    storage: createFileStorage(config),
    log: pino({ level: 'silent' }),
    renderWorker: new URL('../support/crash-worker.ts', import.meta.url),
  });
  const jobId = await queue.enqueue(productionPackJob, { campaignId: campaign.id }, { retryLimit: 0 });
  const status = await waitForStatus(queue, jobId, (s) => s.state === 'done' || s.state === 'failed');

  expect(status.state).toBe('failed');
  expect(status.error).toMatch(/render worker stopped/);
  expect(await db.select().from(productionPacks)).toEqual([]);
  expect(await db.select().from(uploadedFiles)).toEqual([]);
  expect(fs.readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
});
