import fs from 'node:fs';
import { and, eq, lt } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../../src/server/db/client';
import { programRuns } from '../../src/server/db/schema';
import { STALE_CHARGE_MINUTES } from '../../src/server/features/programs/pass-store';
import { signIn } from '../../src/shared/contracts/admin-auth/sign-in';
import { listAdminCampaigns } from '../../src/shared/contracts/admin-campaigns/list-admin-campaigns';
import { listAdminOrders } from '../../src/shared/contracts/admin-orders/list-admin-orders';
import { listAdminPrograms } from '../../src/shared/contracts/admin-programs/list-admin-programs';
import { addCalendarDays } from '../../src/shared/delivery-date';
import { callApi } from '../support/call-api';
import { runSchedulerCli } from '../support/scheduler-cli-process';
import { birthdayWrittenBy, giveProgram, scheduledNotes } from '../support/scheduler-fixtures';
import { type ServerProcess, seededDataDir, startServer } from '../support/server-process';
import { until } from '../support/until';

/**
 * `npm run scheduler` beside `npm start` on the embedded database (the server holds the data folder, so the CLI
 * goes through it), and a server killed with SIGKILL in the middle of a pass.
 */
// Clocks after these tests' 2030 days: a pass never runs ahead of its clock (issue 22 §6).
const CLOCK = { TEST_CLOCK_START: '2030-12-31T12:00:00Z' };
const ENV = { SCHEDULER: 'manual', ...CLOCK };
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function serve(dataDir: string) {
  const server = await startServer({ dataDir, env: ENV });
  servers.push(server);
  return server;
}

/** A copy of the seeded data folder, then fixtures written while no server runs. */
async function dataFolderWith<T>(
  write: (database: Database) => Promise<T>,
): Promise<{ dataDir: string; made: T }> {
  const dataDir = seededDataDir();
  dataDirs.push(dataDir);
  return { dataDir, made: await withDatabase(dataDir, write) };
}

async function withDatabase<T>(dataDir: string, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await openPglite(dataDir);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

async function adminToken(server: ServerProcess): Promise<string> {
  const { token } = await callApi(server, signIn, {
    body: { username: 'admin', password: 'test-admin-password' },
  });
  return token;
}

/** Notes the server has created so far, as the back office's Programs tab shows them. */
async function notesSoFar(server: ServerProcess, token: string): Promise<number> {
  const page = await callApi(
    server,
    listAdminPrograms,
    { query: { pageSize: 100 } },
    { as: { bearer: token } },
  );
  return page.items.reduce((n, p) => n + p.days.reduce((m, d) => m + d.notes, 0), 0);
}

describe('npm run scheduler while npm start holds the embedded database', () => {
  const BIRTHDAY = '2030-06-20';
  const DAY = birthdayWrittenBy(BIRTHDAY).writtenOn;

  it('asks the running server (operations token), prints the counts, and is idempotent', async () => {
    const { dataDir, made } = await dataFolderWith((database) =>
      giveProgram(database.db, {
        email: 'cli@processes.test',
        people: 3,
        occurrences: [BIRTHDAY],
        lastRunDate: addCalendarDays(DAY, -1),
      }),
    );
    const server = await serve(dataDir);
    // No PORT given: the CLI finds the server's address beside its token in DATA_DIR.
    const first = await runSchedulerCli({ DATA_DIR: dataDir, ...CLOCK }, DAY);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({ created: 3, skipped: 0, held: 0 });
    const again = await runSchedulerCli({ DATA_DIR: dataDir, ...CLOCK }, DAY);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual({ created: 0, skipped: 0, held: 0 });
    expect(await notesSoFar(server, await adminToken(server))).toBe(3);

    expect(await server.stop('SIGTERM')).toBe(0);
    const { sends, orders } = await withDatabase(dataDir, (database) =>
      scheduledNotes(database.db, [made.program.id]),
    );
    expect(sends.map((s) => s.status)).toEqual(['sent', 'sent', 'sent']);
    expect(orders).toBe(1);
  });

  it('runs the pass itself when no server holds the folder', async () => {
    const { dataDir } = await dataFolderWith((database) =>
      giveProgram(database.db, {
        email: 'alone@processes.test',
        people: 2,
        occurrences: [BIRTHDAY],
        lastRunDate: addCalendarDays(DAY, -1),
      }),
    );
    const result = await runSchedulerCli({ DATA_DIR: dataDir, ...CLOCK }, DAY);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ created: 2, skipped: 0, held: 0 });
  });
});

/** The total of a back-office list: a cheap question that gets its turn between the pass's transactions. */
async function listTotal(
  server: ServerProcess,
  token: string,
  list: 'campaigns' | 'orders',
): Promise<number> {
  const contract = list === 'campaigns' ? listAdminCampaigns : listAdminOrders;
  const page = await callApi(server, contract, { query: { pageSize: 1 } }, { as: { bearer: token } });
  return page.total;
}

describe('kill -9 in the middle of a pass', () => {
  const BIRTHDAY = '2030-09-18';
  const DAY = birthdayWrittenBy(BIRTHDAY).writtenOn;
  const PROGRAMS = 30;

  /** A folder of PROGRAMS programs of `people` each, all due on DAY. */
  async function folderDue(people: number, tag: string) {
    return dataFolderWith(async (database) => {
      const ids: string[] = [];
      for (let i = 0; i < PROGRAMS; i++) {
        const { program } = await giveProgram(database.db, {
          email: `${tag}${i}@processes.test`,
          people,
          occurrences: [BIRTHDAY],
          lastRunDate: addCalendarDays(DAY, -1),
          name: `Program ${i}`,
        });
        ids.push(program.id);
      }
      return ids;
    });
  }

  /**
   * Starts a pass through the server, kills the server with SIGKILL as soon as `reached` says so, checks the pass
   * was cut short (`cutShort` on what the folder holds), then restarts and runs the pass again: every (program,
   * contact, occurrence) exactly once, all paid, one order per program.
   */
  async function killAndRerun(
    people: number,
    tag: string,
    reached: (server: ServerProcess, token: string) => Promise<boolean>,
    cutShort: (left: Awaited<ReturnType<typeof scheduledNotes>>) => boolean,
  ) {
    const { dataDir, made: programIds } = await folderDue(people, tag);
    const server = await serve(dataDir);
    const token = await adminToken(server);
    const interrupted = runSchedulerCli({ DATA_DIR: dataDir, ...CLOCK }, DAY);
    await until(
      async () => ((await reached(server, token)) ? true : undefined),
      () => `the pass never reached the point to cut it at (${tag})`,
      { intervalMs: 0 },
    );
    await server.stop('SIGKILL');
    expect((await interrupted).code).toBe(1);
    const left = await withDatabase(dataDir, (database) => scheduledNotes(database.db, programIds));
    expect(cutShort(left)).toBe(true);

    // A charge claimed by the dead process is taken over once it is stale: let that time pass.
    await withDatabase(dataDir, (database) =>
      database.db
        .update(programRuns)
        .set({ chargeStartedAt: new Date(Date.now() - (STALE_CHARGE_MINUTES + 1) * 60_000) })
        .where(and(eq(programRuns.status, 'charging'), lt(programRuns.chargeStartedAt, new Date()))),
    );

    const restarted = await serve(dataDir);
    const rerun = await runSchedulerCli({ DATA_DIR: dataDir, ...CLOCK }, DAY);
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(await restarted.stop('SIGTERM')).toBe(0);

    const { sends, runs, recipients, orders } = await withDatabase(dataDir, (database) =>
      scheduledNotes(database.db, programIds),
    );
    const keys = new Set(sends.map((s) => `${s.programId}|${s.contactKey}|${s.occurrenceKey}`));
    expect(keys.size).toBe(PROGRAMS * people);
    expect(sends).toHaveLength(PROGRAMS * people);
    expect(sends.every((s) => s.status === 'sent')).toBe(true);
    expect(runs).toHaveLength(PROGRAMS);
    expect(runs.every((r) => r.status === 'paid')).toBe(true);
    expect(recipients).toBe(PROGRAMS * people);
    expect(orders).toBe(PROGRAMS);
  }

  it("while it creates the day's campaigns", async () => {
    let before: number | undefined;
    await killAndRerun(
      60,
      'making',
      async (server, token) => {
        const total = await listTotal(server, token, 'campaigns');
        before ??= total;
        return total > before;
      },
      (left) => left.runs.length < PROGRAMS,
    );
  });

  it('while it charges the cards', async () => {
    await killAndRerun(
      20,
      'charging',
      async (server, token) => (await listTotal(server, token, 'orders')) > 0,
      (left) => left.runs.filter((r) => r.status === 'paid').length < PROGRAMS,
    );
  });
});
