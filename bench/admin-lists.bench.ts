/**
 * Issue 10 item 7: the back office's lists on a large shop. Seeds 100,000 campaigns (nine in ten with an
 * order) into a throwaway PostgreSQL database (BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test;
 * created as quillpost_bench_<pid> and dropped at the end), builds the real app on it and times, through
 * `app.inject` with an admin token, the first page, searches and status filters of both lists and the
 * dashboard figures. Target: each median ≤ 50 ms.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { loadConfig } from '../src/server/config';
import { openPostgres } from '../src/server/db/client';
import { createServer } from '../src/server/server';
import { SEED_CAMPAIGNS, seedAdminLists } from './admin-lists-seed';
import { ms, time, verdict } from './timing';

const TARGET_MS = 50;
const RUNS = 21;
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };

/** What is timed: the question a member of staff asks, as a request. */
const CASES: Array<{ label: string; url: string; target: boolean }> = [
  { label: 'campaigns: first page', url: '/api/admin/campaigns', target: true },
  { label: 'campaigns: search e-mail', url: '/api/admin/campaigns?q=client1234', target: true },
  { label: 'campaigns: search name', url: '/api/admin/campaigns?q=open%20house%2077', target: true },
  { label: 'campaigns: search #number', url: '/api/admin/campaigns?q=%2351234', target: true },
  { label: 'campaigns: status filter', url: '/api/admin/campaigns?status=processing', target: true },
  { label: 'campaigns: broad search (25%)', url: '/api/admin/campaigns?q=acme', target: false },
  { label: 'campaigns: page 2,000 of 4,000', url: '/api/admin/campaigns?page=2000', target: true },
  { label: 'orders: first page', url: '/api/admin/orders', target: true },
  { label: 'orders: search e-mail', url: '/api/admin/orders?q=client1234', target: true },
  { label: 'orders: search #reference', url: '/api/admin/orders?q=%2351234', target: true },
  { label: 'orders: search PAY-number', url: '/api/admin/orders?q=PAY-50000', target: true },
  { label: 'orders: status filter', url: '/api/admin/orders?status=paid', target: true },
  { label: 'dashboard figures', url: '/api/admin/stats', target: true },
];

export async function run(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.log(`  SKIP  no PostgreSQL answers at ${new URL(url).host} (set BENCH_DATABASE_URL)`);
    return;
  }
  const name = `quillpost_bench_${process.pid}`;
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-bench-lists-'));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  try {
    const database = await openPostgres(scratch.toString());
    const seeder = new pg.Client({ connectionString: scratch.toString() });
    await seeder.connect();
    const started = performance.now();
    await seedAdminLists(seeder);
    await seeder.end();
    console.log(
      `  seeded ${SEED_CAMPAIGNS.toLocaleString('en-US')} campaigns with orders in ${ms(performance.now() - started)}`,
    );

    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.toString(),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'silent',
    });
    const { app } = await createServer(config, { web: 'none', quiet: true }, database);
    try {
      await app.ready();
      const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
      const headers = { authorization: `Bearer ${login.json().token}` };
      for (const { label, url: path, target } of CASES) {
        let answer = '';
        const timing = await time(async () => {
          const res = await app.inject({ method: 'GET', url: path, headers });
          if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
          answer = res.body;
        }, RUNS);
        const body = z
          .object({ total: z.number().optional(), items: z.array(z.unknown()).optional() })
          .parse(JSON.parse(answer));
        const rows = body.items ? `${body.items.length} rows of ${body.total?.toLocaleString('en-US')}` : '';
        const detail = `median ${ms(timing.median)} (min ${ms(timing.min)}) ${rows}`.trimEnd();
        if (target) verdict(`${label} ≤ ${TARGET_MS} ms`, timing.median <= TARGET_MS, detail);
        else console.log(`  INFO  ${label}: ${detail}`);
      }
    } finally {
      await app.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
