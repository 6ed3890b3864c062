import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openPostgres } from '../../src/server/db/client';
import { defineJob, type JobQueue } from '../../src/server/lib/jobs/job-queue';
import { createTestDatabase } from '../support/test-db';
import { startQueue, waitForStatus } from './jobs-helpers';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Several processes share one PostgreSQL: each has its own connection pool and its own pg-boss. */
describe.runIf(adminUrl)('background jobs on one PostgreSQL shared by several processes', () => {
  let database: Database;
  const processes: Database[] = [];
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const { rows } = await database.executeSql('SELECT current_database() AS name');
    const url = new URL(adminUrl!);
    url.pathname = `/${String(rows[0]?.name)}`;
    for (let i = 0; i < 3; i++) processes.push(await openPostgres(url.toString()));
    await database.executeSql(
      'CREATE TABLE job_side_effects (job_id uuid PRIMARY KEY, worker text NOT NULL)',
    );
  });

  afterAll(async () => {
    for (const queue of queues) await queue.stop({ graceMs: 1000 });
    for (const process of processes) await process.close();
    await database.close();
  });

  it('runs each of N jobs exactly once across two workers, enqueued by a web process', async () => {
    const send = defineJob('send-note', z.object({ n: z.number().int() }));
    const [web, workerA, workerB] = await Promise.all(processes.map((p) => startQueue(p)));
    queues.push(web!, workerA!, workerB!);

    const runs = new Map<string, number>();
    const byWorker = { a: 0, b: 0 };
    for (const [name, queue, db] of [
      ['a', workerA!, processes[1]!],
      ['b', workerB!, processes[2]!],
    ] as const) {
      await queue.work(
        send,
        async (job) => {
          runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
          byWorker[name]++;
          await new Promise((resolve) => setTimeout(resolve, 30));
          // No ON CONFLICT: a second run of a job would fail here, and show in `runs`.
          await db.executeSql('INSERT INTO job_side_effects (job_id, worker) VALUES ($1, $2)', [
            job.id,
            name,
          ]);
          await job.progress(1, 1);
        },
        { concurrency: 2 },
      );
    }

    const N = 24;
    const ids = await Promise.all(Array.from({ length: N }, (_, n) => web!.enqueue(send, { n })));
    for (const id of ids) await waitForStatus(web!, id, (s) => s.state === 'done');

    const { rows } = await database.executeSql('SELECT count(*)::int AS n FROM job_side_effects');
    expect(rows[0]?.n).toBe(N);
    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(byWorker.a).toBeGreaterThan(0);
    expect(byWorker.b).toBeGreaterThan(0);
  });

  it('starts one job for a key enqueued by two processes at the same moment', async () => {
    const pack = defineJob('keyed-pack-shared', z.object({ campaign: z.string() }));
    const [first, second] = await Promise.all(processes.slice(0, 2).map((p) => startQueue(p)));
    queues.push(first!, second!);
    // Both processes have made the queue (pg-boss creates a queue's table on first use; two first uses at once
    // can deadlock in pg-boss itself, which is not what this test is about).
    const warm = await first!.enqueue(pack, { campaign: 'c0' }, { key: 'c0' });
    expect(await second!.enqueue(pack, { campaign: 'c0' }, { key: 'c0' })).toBe(warm);
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? first! : second!).enqueue(pack, { campaign: 'c1' }, { key: 'c1' }),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    const { rows } = await database.executeSql(
      "SELECT count(*)::int AS n FROM job_runs WHERE queue = 'keyed-pack-shared' AND key = 'c1'",
    );
    expect(rows[0]?.n).toBe(1);
  });
});
