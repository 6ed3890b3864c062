// Over 300 lines: the scheduler's operation (its pg-boss schedule and queue, the staff run route, the CLI) on one app
// and one clock.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { programSends } from '../../src/server/db/schema';
import { OPERATIONS_FILE, readOperationsFile } from '../../src/server/features/admin/auth/operations-token';
import { contactKeyOf } from '../../src/server/features/programs/plan-sends';
import { SCHEDULER_CRON } from '../../src/server/features/programs/scheduler-pass-job';
import { defineJob, type JobQueue } from '../../src/server/lib/jobs/job-queue';
import { AS_OF_MESSAGE } from '../../src/shared/admin-programs';
import { listAdminPrograms } from '../../src/shared/contracts/admin-programs/list-admin-programs';
import type { ContractInput } from '../../src/shared/contracts/contract';
import { addCalendarDays } from '../../src/shared/delivery-date';
import { scheduleFor } from '../../src/shared/programs/send-schedule';
import { callApi } from '../support/call-api';
import { runSchedulerCli } from '../support/scheduler-cli-process';
import { birthdayWrittenBy, giveProgram, scheduledNotes } from '../support/scheduler-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { testClock } from '../support/test-clock';
import { until } from '../support/until';
import { bearer, signIn } from './admin-helpers';
import { startQueue } from './jobs-helpers';

let t: TestApp;
let admin: string;
let operations: string;

// Far ahead of the real clock, so no pass taken from today's date touches these programs.
const BIRTHDAY = '2030-06-20';
const DAY = birthdayWrittenBy(BIRTHDAY).writtenOn;
const BEFORE = addCalendarDays(DAY, -1);

const run = (asOf: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/scheduler/run', headers, payload: { asOf } });
const listPrograms = (query: ContractInput<typeof listAdminPrograms>['query'] = {}) =>
  callApi(t, listAdminPrograms, { query }, { as: { bearer: admin } });

beforeAll(async () => {
  // The app as `npm start` runs it: the scheduler on the job queue.
  // The clock on DAY (a pass never runs ahead of it); the real one is years before these programs' dates.
  t = await createTestApp({ SCHEDULER: 'auto' }, { clock: testClock(new Date(`${DAY}T12:00:00Z`)) });
  admin = await signIn(t.app);
  operations = readOperationsFile(t.dataDir)!.token;
});

describe('the scheduler on the job queue', () => {
  it('is an hourly pg-boss schedule of a one-at-a-time queue, and a pass runs at start-up', async () => {
    const { rows: schedules } = await t.database.executeSql(
      "SELECT cron, timezone FROM pgboss.schedule WHERE name = 'scheduler-pass'",
    );
    expect(schedules).toEqual([{ cron: SCHEDULER_CRON, timezone: 'UTC' }]);
    expect(SCHEDULER_CRON).toMatch(/^\d+ \* \* \* \*$/);
    const { rows: queues } = await t.database.executeSql(
      "SELECT policy FROM pgboss.queue WHERE name = 'scheduler-pass'",
    );
    expect(queues).toEqual([{ policy: 'stately' }]);
    // The catch-up pass queued at boot ran to the end.
    await until(
      async () => {
        const { rows } = await t.database.executeSql(
          "SELECT state FROM pgboss.job WHERE name = 'scheduler-pass' AND state = 'completed'",
        );
        return rows.length > 0 ? true : undefined;
      },
      () => 'no completed scheduler pass yet',
    );
  });

  describe('the queue underneath', () => {
    const queues: JobQueue[] = [];
    afterAll(async () => {
      for (const queue of queues) await queue.stop({ graceMs: 1000 });
    });

    it('runs a job from a pg-boss schedule (its clock, no timer of ours)', async () => {
      const tick = defineJob('schedule-probe', z.object({ from: z.string() }));
      const queue = await startQueue(t.database, { cronMonitorIntervalSeconds: 1 });
      queues.push(queue);
      const seen: string[] = [];
      await queue.work(tick, async (job) => {
        seen.push(job.data.from);
      });
      // Every minute: the last tick is always within pg-boss's one-minute window, so the next check sends it.
      await queue.schedule(tick, '* * * * *', { from: 'cron' }, { tz: 'America/Los_Angeles' });
      await until(
        () => (seen.length > 0 ? true : undefined),
        () => 'no scheduled run yet',
      );
      expect(seen[0]).toBe('cron');
    });

    it('runs one job of a one-at-a-time type at once, keeps one more waiting, and answers it for further asks', async () => {
      const single = defineJob('single-probe', z.object({}), { oneAtATime: true });
      const queue = await startQueue(t.database);
      queues.push(queue);
      let running = 0;
      let most = 0;
      let runs = 0;
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await queue.work(
        single,
        async () => {
          running++;
          most = Math.max(most, running);
          await gate;
          runs++;
          running--;
        },
        { concurrency: 3 },
      );
      const first = await queue.enqueue(single, {});
      await until(
        () => (running === 1 ? true : undefined),
        () => `${running} running`,
      );
      const second = await queue.enqueue(single, {});
      const third = await queue.enqueue(single, {});
      expect(second).not.toBe(first);
      expect(third).toBe(second);
      release();
      await until(
        () => (runs === 2 ? true : undefined),
        () => `${runs} runs`,
      );
      expect(most).toBe(1);
      expect((await queue.status(third))?.state).toBe('done');
    });
  });
});

describe('POST /api/admin/scheduler/run', () => {
  let ana: Awaited<ReturnType<typeof giveProgram>>;
  let ben: Awaited<ReturnType<typeof giveProgram>>;
  let cleo: Awaited<ReturnType<typeof giveProgram>>;

  beforeAll(async () => {
    const db = t.database.db;
    ana = await giveProgram(db, {
      email: 'ana@ops.test',
      people: 5,
      occurrences: [BIRTHDAY],
      lastRunDate: BEFORE,
    });
    ben = await giveProgram(db, {
      email: 'ben@ops.test',
      people: 2,
      occurrences: [BIRTHDAY],
      lastRunDate: BEFORE,
      monthlyCap: 1,
      name: 'Renewals',
    });
    cleo = await giveProgram(db, {
      email: 'cleo@ops.test',
      people: 3,
      occurrences: [BIRTHDAY],
      lastRunDate: BEFORE,
    });
    await giveProgram(db, {
      email: 'dana@ops.test',
      people: 1,
      occurrences: [BIRTHDAY],
      lastRunDate: BEFORE,
      status: 'paused',
      pausedReason: 'Your card was declined.',
    });
    // Cleo skipped Person 2's note ahead of time.
    await db.insert(programSends).values({
      programId: cleo.program.id,
      contactKey: contactKeyOf({ name: 'Person 2', address1: '2 Birch Road', zip: '62701' }),
      occurrenceKey: BIRTHDAY,
      occurrence: BIRTHDAY,
      writtenOn: DAY,
      contactName: 'Person 2',
      status: 'skipped',
    });
  });

  it.each([
    ['no token', {}],
    ['a wrong token', bearer('not-the-operations-token-not-the-operations-token')],
  ])('refuses %s with 401 {message}', async (_, headers) => {
    const res = await run(DAY, headers);
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().message).toBe('string');
  });

  it('accepts the operations token for this route only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/programs',
      headers: bearer(operations),
    });
    expect(res.statusCode).toBe(401);
    const file = path.join(t.dataDir, OPERATIONS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it.each([['2030-02-30'], ['June 20'], ['2030-6-20'], [''], [20300620]])(
    'answers 400 {message} for asOf %j',
    async (asOf) => {
      const res = await run(asOf, bearer(admin));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(AS_OF_MESSAGE);
    },
  );

  it('refuses a day that has not begun yet with a message, creating and charging nothing (issue 22 §6)', async () => {
    const res = await run(addCalendarDays(DAY, 2), bearer(admin));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('that day has not begun yet');
    expect(res.json().message).toContain('nothing was charged or created');
    const { sends, runs, orders } = await scheduledNotes(t.database.db, [ana.program.id, ben.program.id]);
    expect(sends.filter((s) => s.status !== 'skipped')).toHaveLength(0);
    expect(runs).toHaveLength(0);
    expect(orders).toBe(0);
  });

  it('runs one pass as of a day and answers its counts; running it again creates nothing', async () => {
    const first = await run(DAY, bearer(operations));
    expect(first.statusCode, first.body).toBe(200);
    // Ana 5; Ben 1 (cap 1, one held); Cleo 2 (one skipped); Dana paused (held).
    expect(first.json()).toEqual({ created: 8, skipped: 1, held: 2 });

    const again = await run(DAY, bearer(admin));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ created: 0, skipped: 0, held: 0 });

    const { sends, runs, recipients, orders } = await scheduledNotes(t.database.db, [
      ana.program.id,
      ben.program.id,
      cleo.program.id,
    ]);
    expect(sends.filter((s) => s.status === 'sent')).toHaveLength(8);
    expect(runs.map((r) => [r.runDate, r.status])).toEqual([
      [DAY, 'paid'],
      [DAY, 'paid'],
      [DAY, 'paid'],
    ]);
    expect(recipients).toBe(8);
    expect(orders).toBe(3);
  });

  it('lists programs with owner, status and why paused, next run and notes per day', async () => {
    const page = await listPrograms();
    const byName = new Map(page.items.map((p) => [p.ownerEmail, p]));
    expect(page.total).toBe(4);
    expect(byName.get('ana@ops.test')).toMatchObject({
      name: 'Client birthdays',
      status: 'active',
      pausedReason: null,
      lastRunDate: DAY,
      nextRun: scheduleFor('2031-06-20', 3).writtenOn,
      days: [{ date: DAY, notes: 5, held: 0 }],
    });
    expect(byName.get('ben@ops.test')?.days).toEqual([{ date: DAY, notes: 1, held: 1 }]);
    expect(byName.get('dana@ops.test')).toMatchObject({
      status: 'paused',
      pausedReason: 'Your card was declined.',
      nextRun: null,
      days: [{ date: DAY, notes: 0, held: 1 }],
    });

    const paused = await listPrograms({ status: 'paused' });
    expect(paused.items.map((p) => p.ownerEmail)).toEqual(['dana@ops.test']);
    const found = await listPrograms({ q: 'ben@ops' });
    expect(found.items.map((p) => p.name)).toEqual(['Renewals']);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/programs?status=stopped',
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows the next run before the scheduler reaches it', async () => {
    const eve = await giveProgram(t.database.db, {
      email: 'eve@ops.test',
      people: 2,
      occurrences: ['2030-09-10', '2030-08-01'],
      lastRunDate: BEFORE,
    });
    const page = await listPrograms({ q: 'eve@ops' });
    expect(page.items[0]).toMatchObject({
      id: eve.program.id,
      nextRun: scheduleFor('2030-08-01', 3).writtenOn,
      days: [],
    });
  });
});

/** `npm run scheduler -- --as-of …` on the PostgreSQL database this file's app uses. */
describe.runIf(process.env.TEST_DATABASE_URL)('npm run scheduler on PostgreSQL', () => {
  let env: Record<string, string>;
  const LATER = '2030-10-15';
  const LATER_DAY = birthdayWrittenBy(LATER).writtenOn;

  beforeAll(async () => {
    const { rows } = await t.database.executeSql('SELECT current_database() AS name');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${String(rows[0]?.name)}`;
    env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'qp-cli-')),
      // After these days: a pass never runs ahead of its clock.
      TEST_CLOCK_START: '2030-12-31T12:00:00Z',
    };
  });

  it('runs a pass itself, prints its counts, and is idempotent', async () => {
    const frank = await giveProgram(t.database.db, {
      email: 'frank@ops.test',
      people: 4,
      occurrences: [LATER],
      lastRunDate: addCalendarDays(LATER_DAY, -1),
    });
    const first = await runSchedulerCli(env, LATER_DAY);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ created: 4 });
    const again = await runSchedulerCli(env, LATER_DAY);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual({ created: 0, skipped: 0, held: 0 });
    const { sends } = await scheduledNotes(t.database.db, [frank.program.id]);
    expect(sends.filter((s) => s.status === 'sent')).toHaveLength(4);
  });

  it('refuses a date that is not one, with a message', async () => {
    const res = await runSchedulerCli(env, '2030-13-01');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(AS_OF_MESSAGE);
  });

  it('two processes running the same pass at once write every note exactly once', async () => {
    const day = birthdayWrittenBy('2030-11-20').writtenOn;
    const made = [];
    for (let i = 0; i < 12; i++) {
      made.push(
        await giveProgram(t.database.db, {
          email: `twin${i}@ops.test`,
          people: 15,
          occurrences: ['2030-11-20'],
          lastRunDate: addCalendarDays(day, -1),
          name: `Twin ${i}`,
        }),
      );
    }
    const [a, b] = await Promise.all([runSchedulerCli(env, day), runSchedulerCli(env, day)]);
    expect(a.code, a.stderr).toBe(0);
    expect(b.code, b.stderr).toBe(0);
    const counts = [JSON.parse(a.stdout), JSON.parse(b.stdout)];
    expect(counts[0].created + counts[1].created).toBe(12 * 15);

    const ids = made.map((m) => m.program.id);
    const { sends, runs, recipients, orders } = await scheduledNotes(t.database.db, ids);
    const keys = new Set(sends.map((s) => `${s.programId}|${s.contactKey}|${s.occurrenceKey}`));
    expect(sends).toHaveLength(12 * 15);
    expect(keys.size).toBe(12 * 15);
    expect(sends.every((s) => s.status === 'sent')).toBe(true);
    expect(runs).toHaveLength(12);
    expect(runs.every((r) => r.status === 'paid')).toBe(true);
    expect(recipients).toBe(12 * 15);
    // One charge per program's day, however many processes reached it.
    expect(orders).toBe(12);
  });
});
