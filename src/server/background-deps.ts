import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { Database } from './db/client';
import { createPaymentProvider } from './features/payments/create-provider';
import { systemWebhookNet } from './features/webhooks/system-webhook-net';
import { configuredClock } from './lib/clock';
import { createFileStorage } from './lib/files/file-storage';
import { type JobQueueOptions, PgBossJobQueue } from './lib/jobs/pg-boss-queue';
import { MailDispatcher } from './lib/mail/mail-queue';
import { createMailTransport } from './lib/mail/transport';
import { PublicReadCache } from './lib/public-reads/public-read-cache';

/**
 * The app's services for a process without HTTP (`npm run worker`, `npm run scheduler`). The job queue is not
 * started and the mail dispatcher does not sweep: the caller starts what it needs and closes with `close()`.
 */
export function createBackgroundDeps(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  queueOptions: JobQueueOptions = {},
) {
  const storage = createFileStorage(config);
  const mail = new MailDispatcher(
    database.db,
    createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
    }),
    log,
  );
  const jobs = new PgBossJobQueue(database, log, queueOptions);
  const deps: AppDeps = {
    config,
    database,
    storage,
    mail,
    payments: createPaymentProvider(config, database.db),
    jobs,
    publicReads: new PublicReadCache(),
    clock: configuredClock(config),
    webhookNet: systemWebhookNet(),
  };
  const close = async () => {
    await jobs.stop();
    await mail.stop();
    storage.close();
    await database.close();
  };
  return { deps, jobs, mail, close };
}
