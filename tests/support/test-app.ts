import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { type Config, loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import type { MailDispatcher } from '../../src/server/lib/mail/mail-queue';
import { createServer } from '../../src/server/server';
import { createTestDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  mail: MailDispatcher;
  dataDir: string;
}

export const TEST_ADMIN = { username: 'admin', password: 'test-admin-password' };

/**
 * Builds the real app in-process (API only) on a clean seeded database and a temporary DATA_DIR; closes
 * both after the file. `env` overrides environment variables, e.g. SMTP_URL or Stripe keys.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qp-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: 'silent',
    // Tests drive the programs' scheduler themselves (scheduler-ops.test.ts covers the hourly schedule).
    SCHEDULER: 'manual',
    ...env,
  });
  const database = await createTestDatabase();
  const { app, mail } = await createServer(config, { web: 'none', quiet: true }, database);
  await app.ready();
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, config, database, mail, dataDir };
}
