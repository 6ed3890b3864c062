import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, fromPglite, openPostgres, PGLITE_EXTENSIONS } from '../../src/server/db/client';
import { emptyToTemplate, type TemplateShape, templateShape } from './pglite-reset';

/** A clean, migrated database for one test file: a PGlite copy, or a PostgreSQL clone of the template. */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (adminUrl && template) return postgresClone(adminUrl, template);
  return pgliteCopy();
}

async function postgresClone(adminUrl: string, template: string): Promise<Database> {
  const name = `qp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Starting a PGlite from the template costs about 2 s of CPU, once per test app. A closed app's instance is
 * emptied back to the template's state (pglite-reset.ts) and kept for the next app of this worker instead.
 */
const idle: PGlite[] = [];
const MAX_IDLE = 2;
let shape: TemplateShape | undefined;

async function pgliteCopy(): Promise<Database> {
  let client = idle.pop();
  if (!client) {
    const tar = fs.readFileSync(inject('pgliteTemplate'));
    client = await PGlite.create({ loadDataDir: new Blob([tar]), extensions: PGLITE_EXTENSIONS });
    shape ??= await templateShape(client);
  }
  const open = client;
  const database = await fromPglite(open);
  return {
    ...database,
    close: async () => {
      if (open.closed) return;
      if (idle.length >= MAX_IDLE || !shape) return database.close();
      try {
        await emptyToTemplate(open, shape);
      } catch {
        // Left in a state it cannot be emptied from (a transaction still open): closed, as without reuse.
        return database.close();
      }
      idle.push(open);
    },
  };
}
