/**
 * Issue 4 speed bars: parsing + validating a 5,000-row CSV with the shared module costs at most 2× papaparse's
 * bare parse of the same text; storing a 5,000-contact batch takes under 3 s on PGlite and under 1 s on
 * PostgreSQL (BENCH_DATABASE_URL, else the local server at postgres://postgres@127.0.0.1:5432/test if it
 * answers; skipped otherwise).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/server/db/client';
import { replaceContacts } from '../src/server/features/campaigns/campaign-contacts';
import { createCampaign } from '../src/server/features/campaigns/create-campaign';
import { ZCreateCampaignSchema } from '../src/shared/campaign';
import { parseContactsCsv, type TContact } from '../src/shared/contacts-csv';
import { generateContactsCsv } from '../tests/fixtures/generate-contacts';
import { compare, ms, time, verdict } from './timing';

const ROWS = 5000;

export async function run(): Promise<void> {
  const text = generateContactsCsv(ROWS);
  console.log(`  ${ROWS.toLocaleString('en-US')}-row CSV, ${(text.length / 1024).toFixed(0)} KiB`);

  const csv = await compare(
    () => Papa.parse(text),
    () => parseContactsCsv(text),
    60,
  );
  console.log(
    `  papaparse bare parse          best ${ms(csv.baseline.min)}  (median ${ms(csv.baseline.median)})`,
  );
  console.log(
    `  shared parse + validate       best ${ms(csv.candidate.min)}  (median ${ms(csv.candidate.median)})`,
  );
  verdict(
    'CSV parse + validate ≤ 2× bare papaparse (best of 60)',
    csv.ratio <= 2,
    `${csv.ratio.toFixed(2)}×`,
  );

  const { contacts, errors } = parseContactsCsv(text);
  if (errors.length > 0) throw new Error(`generated CSV has errors: ${errors[0]}`);

  // On disk, as `npm start` runs it: an in-memory PGlite would flatter the figure.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-bench-'));
  const lite = await openPglite(dataDir);
  try {
    await storeBatch('PGlite (embedded)', lite, contacts, 3000);
  } finally {
    await lite.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const server = await openScratchPostgres(url);
  if (!server) {
    console.log(`  SKIP  PostgreSQL: no server answers at ${redact(url)} (set BENCH_DATABASE_URL)`);
    return;
  }
  try {
    await storeBatch('PostgreSQL', server.database, contacts, 1000);
  } finally {
    await server.drop();
  }
}

/** Times the server's own path (re-validation, delete, insert, totals in one transaction), 5 times. */
async function storeBatch(label: string, database: Database, contacts: TContact[], targetMs: number) {
  const input = ZCreateCampaignSchema.parse({
    name: 'Bench',
    message: 'Hi {{first_name}}',
    designSource: 'upload',
  });
  const campaign = await createCampaign(database.db, input, { source: 'admin' });
  const stored = await time(() => replaceContacts(database.db, campaign.id, contacts), 5, 1);
  console.log(`  ${label.padEnd(29)} median ${ms(stored.median)}  (min ${ms(stored.min)})`);
  verdict(
    `store ${contacts.length.toLocaleString('en-US')} contacts on ${label} < ${targetMs / 1000} s`,
    stored.median < targetMs,
    `${(stored.median / targetMs).toFixed(2)} of the budget`,
  );
}

/** A throwaway database on the server, so the benchmark never touches real data. */
async function openScratchPostgres(
  url: string,
): Promise<{ database: Database; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `qp_bench_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = await openPostgres(scratch.toString());
  return {
    database,
    drop: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
