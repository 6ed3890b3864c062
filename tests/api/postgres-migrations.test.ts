import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/client';

const adminUrl = process.env.TEST_DATABASE_URL;

/** Web and worker processes often start at the same moment on a new PostgreSQL database. */
describe.runIf(adminUrl)('migrations on one new PostgreSQL database', () => {
  const name = `qp_migrate_race_${process.pid}`;
  let url: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(adminUrl!);
    target.pathname = `/${name}`;
    url = target.toString();
  });

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('are applied once when several processes start together, and every process opens', async () => {
    const processes = await Promise.all([1, 2, 3, 4].map(() => openPostgres(url)));
    try {
      for (const database of processes) await database.ping();
      const { rows } = await processes[0]!.executeSql(
        'SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations',
      );
      const journal = await import('../../src/server/db/migrations/meta/_journal.json');
      expect(rows[0]?.applied).toBe(journal.entries.length);
    } finally {
      for (const database of processes) await database.close();
    }
  });
});
