import type { PGlite } from '@electric-sql/pglite';

/** The schemas and tables of a freshly migrated database: what a reused instance is emptied back to. */
export interface TemplateShape {
  schemas: string[];
  tables: string[];
  sequences: string[];
}

/** Drizzle's record of applied migrations is the template's own content: never emptied. */
const KEPT_TABLES = new Set(['drizzle.__drizzle_migrations']);

const USER_SCHEMAS = `nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg_temp%'
  and nspname not like 'pg_toast_temp%'`;

export async function templateShape(client: PGlite): Promise<TemplateShape> {
  const tables = await tablesOf(client);
  // Emptying can only restore a template that holds no rows of its own.
  for (const table of tables.filter((name) => !KEPT_TABLES.has(name))) {
    const { rows } = await client.query(`select 1 from ${quoted(table)} limit 1`);
    if (rows.length > 0)
      throw new Error(`The test template holds rows in ${table}: emptying would lose them`);
  }
  return { schemas: await schemasOf(client), tables, sequences: await relationsOf(client, "'S'") };
}

/**
 * Drops what a test file added beside the template (the job queue's schema, any table) and empties every table,
 * restarting their ids, so the next file starts exactly as on a new copy. Session state (settings, advisory
 * locks, prepared statements) goes with DISCARD ALL.
 */
export async function emptyToTemplate(client: PGlite, shape: TemplateShape): Promise<void> {
  await client.exec('DISCARD ALL');
  for (const schema of await schemasOf(client)) {
    if (!shape.schemas.includes(schema)) await client.exec(`DROP SCHEMA "${schema}" CASCADE`);
  }
  for (const table of await tablesOf(client)) {
    if (!shape.tables.includes(table)) await client.exec(`DROP TABLE IF EXISTS ${quoted(table)} CASCADE`);
  }
  const emptied = shape.tables.filter((table) => !KEPT_TABLES.has(table)).map(quoted);
  if (emptied.length > 0) await client.exec(`TRUNCATE ${emptied.join(', ')} RESTART IDENTITY CASCADE`);
  // Numbering sequences of no table's column (campaign and order numbers) start over too.
  for (const sequence of shape.sequences) await client.exec(`ALTER SEQUENCE ${quoted(sequence)} RESTART`);
}

async function schemasOf(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select nspname as name from pg_namespace where ${USER_SCHEMAS} order by 1`,
  );
  return rows.map((row) => row.name);
}

function tablesOf(client: PGlite): Promise<string[]> {
  return relationsOf(client, "'r', 'p'");
}

async function relationsOf(client: PGlite, kinds: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in (${kinds}) and ${USER_SCHEMAS.replaceAll('nspname', 'n.nspname')} order by 1`,
  );
  return rows.map((row) => row.name);
}

function quoted(table: string): string {
  const [schema, name] = table.split('.');
  return `"${schema}"."${name}"`;
}
