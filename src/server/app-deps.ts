import type { Config } from './config';
import type { Database } from './db/client';
import type { PaymentProvider } from './features/payments/provider';
import type { WebhookNet } from './features/webhooks/webhook-net';
import type { Clock } from './lib/clock';
import type { FileStorage } from './lib/files/file-storage';
import type { JobQueue } from './lib/jobs/job-queue';
import type { MailDispatcher } from './lib/mail/mail-queue';
import type { PublicReadCache } from './lib/public-reads/public-read-cache';

/** The services every feature's routes are built with (one object, so tests can swap any of them). */
export interface AppDeps {
  config: Config;
  database: Database;
  storage: FileStorage;
  mail: MailDispatcher;
  /** The card payment provider; null when payments are disabled (checkout shows Payment Setup Required). */
  payments: PaymentProvider | null;
  /** Background jobs (pg-boss): enqueue and read progress; handlers are registered in job-handlers.ts. */
  jobs: JobQueue;
  /** Serialised public answers (catalogue, testimonials), dropped by the admin writes that change them. */
  publicReads: PublicReadCache;
  /** The time sign-in limits and session expiry are judged by; tests inject one. Unset: the system clock. */
  clock?: Clock;
  /** DNS and connections of webhook deliveries (tests answer for DNS and connect to loopback only). */
  webhookNet: WebhookNet;
}
