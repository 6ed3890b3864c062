import path from 'node:path';
import pino from 'pino';
import { type BuildOptions, buildApp } from './app';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { applyAdminPassword, seedIfEmpty } from './db/seed';
import { moveInlineArtwork } from './features/catalog/move-inline-artwork';
import { refreshSeededBacks } from './features/catalog/refresh-seeded-backs';
import { createPaymentProvider } from './features/payments/create-provider';
import type { PaymentProvider } from './features/payments/provider';
import { systemWebhookNet } from './features/webhooks/system-webhook-net';
import type { WebhookNet } from './features/webhooks/webhook-net';
import { registerJobHandlers } from './job-handlers';
import { type Clock, configuredClock } from './lib/clock';
import { createFileStorage } from './lib/files/file-storage';
import { PgBossJobQueue } from './lib/jobs/pg-boss-queue';
import { MailDispatcher } from './lib/mail/mail-queue';
import { createMailTransport } from './lib/mail/transport';
import { PublicReadCache } from './lib/public-reads/public-read-cache';

/** Opens the database (migrating and seeding it), wires the services and builds the HTTP app. */
export async function createServer(
  config: Config,
  options: Omit<BuildOptions, 'logger'> & {
    quiet?: boolean;
    /** Replaces the process logger (tests read what a request logs). */
    logger?: pino.Logger;
    /** Replaces the provider config.paymentsMode picks (tests point Stripe at a local double). */
    payments?: PaymentProvider | null;
    /** Replaces the system clock for sign-in limits and session expiry (tests move time without sleeping). */
    clock?: Clock;
    /** Replaces the machine's DNS and connections for webhooks (tests connect to loopback only). */
    webhookNet?: WebhookNet;
  },
  database?: Database,
) {
  const log = options.logger ?? (options.quiet ? pino({ level: 'silent' }) : createLogger(config.logLevel));
  const db = database ?? (await openDatabase(config));
  const jobs = new PgBossJobQueue(db, log);
  try {
    const storage = createFileStorage(config);
    await seedIfEmpty(db.db, {
      adminUsername: config.adminUsername,
      adminPassword: config.adminPassword,
      storage,
      log,
    });
    // After the SQL migrations (run by openDatabase) and the seed: older inline artwork into files.
    await moveInlineArtwork({ db: db.db, storage }, log);
    await refreshSeededBacks({ db: db.db, storage }, log);
    if (config.adminPassword) await applyAdminPassword(db.db, config.adminUsername, config.adminPassword);

    const transport = createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    });
    const mail = new MailDispatcher(db.db, transport, log);
    const payments = options.payments === undefined ? createPaymentProvider(config, db.db) : options.payments;
    await jobs.start();
    // With the embedded database this process is the only one that can run jobs; with PostgreSQL it may leave
    // them to `npm run worker` processes (JOBS_IN_WEB=false).
    const deps = {
      config,
      database: db,
      storage,
      mail,
      payments,
      jobs,
      publicReads: new PublicReadCache(),
      clock: options.clock ?? configuredClock(config),
      webhookNet: options.webhookNet ?? systemWebhookNet(),
    };
    if (config.jobsInWeb) await registerJobHandlers(jobs, { ...deps, log });
    const app = await buildApp(deps, { web: options.web, logger: log });
    app.addHook('onClose', async () => {
      // Running jobs get a few seconds to finish; unfinished ones are retried by the next process.
      await jobs.stop();
      await mail.stop();
      storage.close();
      await db.close();
    });
    return { app, mail, jobs, database: db };
  } catch (err) {
    await jobs.stop();
    await db.close();
    throw err;
  }
}

export function createLogger(level: string) {
  const options = { level, redact: ['req.headers.authorization', 'req.headers.cookie'] };
  // People read a terminal; machines read JSON lines.
  return process.stdout.isTTY
    ? pino({ ...options, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } })
    : pino(options);
}
