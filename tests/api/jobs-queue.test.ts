import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { defineJob, type JobQueue } from '../../src/server/lib/jobs/job-queue';
import { createServer } from '../../src/server/server';
import { createTestDatabase } from '../support/test-db';
import { until } from '../support/until';
import {
  createEffectsTable,
  effectsOf,
  severable,
  startQueue,
  waitForStatus,
  writeAllItems,
  writeItem,
  writeItems,
} from './jobs-helpers';

let database: Database;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await createEffectsTable(database);
});

afterAll(async () => {
  for (const queue of queues) await queue.stop({ graceMs: 1000 });
  await database.close();
});

async function queueOn(db: Database, options?: Parameters<typeof startQueue>[1]) {
  const queue = await startQueue(db, options);
  queues.push(queue);
  return queue;
}

describe('background jobs', () => {
  it('runs an enqueued job once and records its progress', async () => {
    const queue = await queueOn(database);
    let runs = 0;
    const writeAll = writeAllItems(database);
    await queue.work(writeItems, async (job) => {
      runs++;
      await writeAll(job);
    });

    const id = await queue.enqueue(writeItems, { label: 'once', items: 4 });
    expect(await queue.status(id)).toMatchObject({ id, name: 'write-items' });

    const status = await waitForStatus(queue, id, (s) => s.state === 'done');
    expect(status).toEqual({ id, name: 'write-items', state: 'done', done: 4, total: 4 });
    expect(await effectsOf(database, id)).toBe(4);
    // Nothing runs it a second time.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(runs).toBe(1);
    await queue.stop();
  });

  it('marks a failing job failed with its error, after its retries', async () => {
    const queue = await queueOn(database);
    const jam = defineJob('paper-jam', z.object({ note: z.number() }));
    const attempts: number[] = [];
    await queue.work(jam, async (job) => {
      attempts.push(job.attempt);
      await job.progress(0, 1);
      throw new Error(`paper jam at note ${job.data.note}`);
    });

    const id = await queue.enqueue(jam, { note: 7 }, { retryLimit: 1 });
    const status = await waitForStatus(queue, id, (s) => s.state === 'failed');
    expect(status).toMatchObject({ state: 'failed', error: 'paper jam at note 7', done: 0, total: 1 });
    expect(attempts).toEqual([1, 2]);
    await queue.stop();
  });

  it('refuses data that does not match the job type', async () => {
    const queue = await queueOn(database);
    await expect(queue.enqueue(writeItems, { label: 'x', items: 1.5 })).rejects.toThrow();
    await queue.stop();
  });

  it('returns the open job for a key instead of starting a second one', async () => {
    const queue = await queueOn(database);
    const pack = defineJob('keyed-pack', z.object({ campaign: z.string() }));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await queue.work(pack, () => held);

    const first = await queue.enqueue(pack, { campaign: 'c1' }, { key: 'c1' });
    expect(await queue.enqueue(pack, { campaign: 'c1' }, { key: 'c1' })).toBe(first);
    await waitForStatus(queue, first, (s) => s.state === 'running');
    expect(await queue.enqueue(pack, { campaign: 'c1' }, { key: 'c1' })).toBe(first);
    const other = await queue.enqueue(pack, { campaign: 'c2' }, { key: 'c2' });
    expect(other).not.toBe(first);

    release();
    await waitForStatus(queue, first, (s) => s.state === 'done');
    const again = await queue.enqueue(pack, { campaign: 'c1' }, { key: 'c1' });
    expect(again).not.toBe(first);
    await waitForStatus(queue, again, (s) => s.state === 'done');
    await waitForStatus(queue, other, (s) => s.state === 'done');
    await queue.stop();
  });

  it('starts one job when the same key is enqueued many times at once (two "start pack" clicks)', async () => {
    const queue = await queueOn(database);
    const pack = defineJob('keyed-burst', z.object({ campaign: z.string() }));
    const ids = await Promise.all(
      Array.from({ length: 6 }, () => queue.enqueue(pack, { campaign: 'c1' }, { key: 'c1' })),
    );
    expect(new Set(ids).size).toBe(1);
    const { rows } = await database.executeSql(
      "SELECT count(*)::int AS n FROM job_runs WHERE queue = 'keyed-burst'",
    );
    expect(rows[0]?.n).toBe(1);
    await queue.stop();
  });

  it('runs a job again after its process died mid-job, and reports it done only when whole', async () => {
    // Process A: takes the job, writes the first of three items, then its process dies (its connection is cut).
    const a = severable(database);
    const queueA = await queueOn(a.database, { heartbeatMs: 60_000 });
    const writtenByA = new Promise<string>((resolve) => {
      void queueA.work(writeItems, async (job) => {
        await writeItem(database, job.id, 1);
        await job.progress(1, job.data.items);
        resolve(job.id);
        await new Promise(() => {});
      });
    });
    const id = await queueA.enqueue(writeItems, { label: 'crash', items: 3 });
    expect(await writtenByA).toBe(id);
    expect(await queueA.status(id)).toMatchObject({ state: 'running', done: 1, total: 3 });
    a.cut();
    queues.splice(queues.indexOf(queueA), 1);

    // Process B starts on the same database: the job is retried and finishes.
    const queueB = await queueOn(database, { staleAfterMs: 1500 });
    const attempts: number[] = [];
    const writeAll = writeAllItems(database);
    await queueB.work(writeItems, async (job) => {
      attempts.push(job.attempt);
      expect(await queueB.status(job.id)).toMatchObject({ state: 'running' });
      await writeAll(job);
    });
    const status = await waitForStatus(queueB, id, (s) => s.state === 'done');
    expect(status).toMatchObject({ state: 'done', done: 3, total: 3 });
    expect(await effectsOf(database, id)).toBe(3);
    expect(attempts).toEqual([2]);
    await queueB.stop();
  });

  it('never hands back a job its own process is still running, however old its heartbeat', async () => {
    // Sweeps every second find the heartbeat stale after 300 ms while the job still runs here.
    const queue = await queueOn(database, { staleAfterMs: 300, heartbeatMs: 60_000 });
    const attempts: number[] = [];
    const writeAll = writeAllItems(database);
    await queue.work(writeItems, async (job) => {
      attempts.push(job.attempt);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await writeAll(job);
    });
    const id = await queue.enqueue(writeItems, { label: 'slow', items: 3 });
    const status = await waitForStatus(queue, id, (s) => s.state === 'done');
    expect(status).toMatchObject({ state: 'done', done: 3, total: 3 });
    expect(attempts).toEqual([1]);
    expect(await effectsOf(database, id)).toBe(3);
    await queue.stop();
  });

  it('hands a running job back when the server stops, and the next start finishes it', async () => {
    const queueA = await queueOn(database);
    const started = new Promise<string>((resolve) => {
      void queueA.work(writeItems, async (job) => {
        await writeItem(database, job.id, 1);
        await job.progress(1, job.data.items);
        resolve(job.id);
        // A long job that checks whether it should stop between items.
        await new Promise<void>((_, reject) =>
          job.signal.addEventListener('abort', () => reject(job.signal.reason)),
        );
      });
    });
    const id = await queueA.enqueue(writeItems, { label: 'restart', items: 2 });
    await started;
    await queueA.stop({ graceMs: 200 });
    expect(await queueA.status(id)).toMatchObject({ state: 'queued', done: 1, total: 2 });

    const queueB = await queueOn(database);
    await queueB.work(writeItems, writeAllItems(database));
    expect(await waitForStatus(queueB, id, (s) => s.state === 'done')).toMatchObject({ done: 2, total: 2 });
    expect(await effectsOf(database, id)).toBe(2);
    await queueB.stop();
  });

  it('repeats a job while started, one open at a time, and never after stop', async () => {
    const queue = await queueOn(database);
    const tick = defineJob('tick', z.object({}));
    let runs = 0;
    await queue.work(tick, async () => {
      runs++;
    });
    queue.repeat(tick, {}, { everyMs: 300, firstAfterMs: 50 });
    await until(
      () => (runs >= 2 ? runs : undefined),
      () => `${runs} runs`,
    );
    await queue.stop();
    const afterStop = runs;
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(runs).toBe(afterStop);
  });

  it('knows nothing of an unknown job id', async () => {
    const queue = await queueOn(database);
    expect(await queue.status('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    await queue.stop();
  });

  it('starts with the server, which enqueues and reports, and stops with it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-jobs-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const { app, jobs } = await createServer(
      config,
      { web: 'none', quiet: true },
      await createTestDatabase(),
    );
    const id = await jobs.enqueue(writeItems, { label: 'from the web', items: 1 });
    expect(await jobs.status(id)).toMatchObject({ state: 'queued', done: 0, total: 0 });
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses JOBS_IN_WEB=false with the embedded database, where no worker process can run', () => {
    expect(() => loadConfig({ JOBS_IN_WEB: 'false' })).toThrow(
      'Invalid environment variable JOBS_IN_WEB: must be true without DATABASE_URL',
    );
    expect(loadConfig({ JOBS_IN_WEB: 'false', DATABASE_URL: 'postgres://db/quillpost' }).jobsInWeb).toBe(
      false,
    );
  });
});
