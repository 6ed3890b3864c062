import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pino from 'pino';
import { type Config, loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import type { PaymentProvider } from '../../src/server/features/payments/provider';
import type { Clock } from '../../src/server/lib/clock';
import type { MailDispatcher } from '../../src/server/lib/mail/mail-queue';
import { createServer } from '../../src/server/server';
import { TEST_ADMIN } from './test-admin';
import { createTestDatabase } from './test-db';
import { TestWebhookNet } from './test-webhook-net';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  mail: MailDispatcher;
  dataDir: string;
  /** Webhook deliveries' DNS (a table tests may change) and connections (loopback only). */
  webhookNet: TestWebhookNet;
}

/** Apps still open in this file, closed by `closeTestApps` when the file ends. */
const openApps = new Set<() => Promise<void>>();

/**
 * Closes every app the file built, with its database and DATA_DIR. Runs after each test file (the `api` project's
 * setup file, close-test-apps.ts): vitest ignores an `afterAll` registered while a hook runs, and most files
 * build their app in `beforeAll`. An app left open keeps its database, timers and job queue running.
 */
export async function closeTestApps(): Promise<void> {
  const closers = [...openApps];
  openApps.clear();
  await Promise.all(closers.map((close) => close()));
}

/**
 * Builds the real app in-process (API only) on a clean seeded database and a temporary DATA_DIR; closes
 * both when the file ends (closeTestApps). `env` overrides environment variables, e.g. SMTP_URL or Stripe
 * keys; `logger` receives what the app logs (silent without one); `clock` replaces the system clock of sign-in
 * limits and sessions; `payments` replaces the provider the config picks (createStripeTestApp points Stripe at a local double).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logger?: pino.Logger; clock?: Clock; payments?: PaymentProvider } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'silent',
    // Tests drive the programs' scheduler themselves (scheduler-ops.test.ts covers the hourly schedule).
    SCHEDULER: 'manual',
    // The built-in test provider, named: many files use an https PUBLIC_URL, where it must be asked for.
    PAYMENTS: 'test',
    // A file makes hundreds of campaigns from one address; guest-limits.test.ts sets its own small limits.
    GUEST_CAMPAIGNS_PER_HOUR: '1000000',
    GUEST_CAMPAIGNS_PER_HOUR_ALL: '1000000',
    GUEST_CHANGES_PER_HOUR: '1000000',
    GUEST_CHANGES_PER_HOUR_ALL: '1000000',
    ...env,
  });
  const database = await createTestDatabase();
  const webhookNet = new TestWebhookNet();
  const { app, mail } = await createServer(
    config,
    { web: 'none', quiet: true, webhookNet, ...options },
    database,
  );
  await app.ready();
  openApps.add(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, config, database, mail, dataDir, webhookNet };
}
