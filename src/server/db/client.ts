import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: stores accept both so services can compose them. */
export type DbOrTx = Db | Tx;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Raw SQL outside Drizzle (the job queue, pg-boss). Without values the text may hold several statements,
   * including its own BEGIN … COMMIT: a failure rolls back instead of leaving the connection in an aborted
   * transaction. Returns the last statement's rows.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<SqlResult>;
  /** Round-trips a query; throws when the database is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Extensions the migrations create (pg_trgm: the back office's substring search). PGlite ships them as
 * modules that every open of a data folder must load, or queries touching their indexes fail.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function pgliteDataPath(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/**
 * Opens the embedded database in DATA_DIR, holding the folder's lock until close. PGlite serialises every
 * query and transaction in-process behind its own mutexes, so concurrent requests cannot interleave.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(pgliteDataPath(dataDir), { extensions: PGLITE_EXTENSIONS });
    return await fromPglite(client, unlock);
  } catch (err) {
    unlock();
    throw err;
  }
}

/** Wraps an open PGlite (also an in-memory copy in tests) and applies migrations. */
export async function fromPglite(client: PGlite, onClose: () => void = () => {}): Promise<Database> {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    executeSql: (text, values) => pgliteExecute(client, text, values),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) {
        // Flush the write-ahead log so the next start does not depend on replaying it.
        await client.query('CHECKPOINT');
        await client.close();
      }
      onClose();
    },
  };
}

/**
 * PGlite has one connection: a script's failed BEGIN … COMMIT would leave every later query of the app in an
 * aborted transaction. Running it inside PGlite's own transaction holds its lock for the whole script and rolls
 * back on failure (the script's nested BEGIN and COMMIT only warn).
 */
async function pgliteExecute(client: PGlite, text: string, values?: readonly unknown[]): Promise<SqlResult> {
  if (values && values.length > 0) {
    // node-postgres sends undefined as NULL; PGlite needs it spelled out.
    const params = values.map((v) => (v === undefined ? null : v));
    const result = await client.query<Record<string, unknown>>(text, params);
    return { rows: result.rows };
  }
  const results = await client.transaction((tx) => tx.exec(text));
  return { rows: results.at(-1)?.rows ?? [] };
}

async function postgresExecute(pool: pg.Pool, text: string, values?: readonly unknown[]): Promise<SqlResult> {
  if (values && values.length > 0) return { rows: (await pool.query(text, [...values])).rows };
  const connection = await pool.connect();
  try {
    const result: pg.QueryResult | pg.QueryResult[] = await connection.query(text);
    return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
  } catch (err) {
    // A failed script may have left its transaction open on this connection: close it before reuse.
    await connection.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    connection.release();
  }
}

/** Any constant shared by every process of the app: the key of the lock migrations run under. */
const MIGRATION_LOCK = 7_264_011;

/**
 * Web and worker processes starting together on one PostgreSQL would otherwise race to apply the same
 * migrations (and fail on Drizzle's own bookkeeping table): each waits for the lock, and the later ones find
 * nothing left to apply. The lock is a session lock, held on one connection for the whole run.
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    connection.release();
  }
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzlePg(pool, { schema });
  await migrateAlone(pool, () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }));
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    executeSql: (text, values) => postgresExecute(pool, text, values),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
