// Over 300 lines: every environment variable the app reads, checked by one schema and turned into one Config,
// so what the server can be told (and each rule between variables) is read in one place.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ADMIN_IDLE_HOURS_DEFAULT, ADMIN_SESSION_MAX_DAYS } from '../shared/admin-auth';
import { DUPLICATE_BOOKING_DAYS_DEFAULT, DUPLICATE_BOOKING_DAYS_MAX } from '../shared/duplicate-booking';
import type { PaymentsMode, SocialNetwork } from '../shared/public-config';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const url = (protocols: string[]) =>
  optionalText.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const email = optionalText.refine((v) => v === undefined || z.email().safeParse(v).success, {
  message: 'must be an e-mail address',
});

/** Files go to an S3-API object store when S3_BUCKET is set; the others only refine how it is reached. */
const S3_ENV = {
  S3_BUCKET: optionalText.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), {
    message: 'must be a bucket name (3–63 lower-case letters, digits, dots or hyphens)',
  }),
  S3_ENDPOINT: url(['http:', 'https:']),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
};

/** The footer's social links: each icon shows only when its page is configured. */
const SOCIAL_ENV = {
  SOCIAL_FACEBOOK_URL: url(['https:']),
  SOCIAL_INSTAGRAM_URL: url(['https:']),
  SOCIAL_LINKEDIN_URL: url(['https:']),
  SOCIAL_TWITTER_URL: url(['https:']),
};

/** A pen-lift command of the plotter's firmware: one G or M word with its parameters, e.g. `M3 S1000`. */
const gcodeCommand = z
  .string()
  .trim()
  .regex(/^[GM]\d+([ \t]+[A-Z]-?\d+(\.\d+)?)*$/i, { message: 'must be one G-code command such as M3 S1000' });

/** The pen plotter the production pack's G-code is written for (README lists the variables). */
const PLOTTER_ENV = {
  PLOTTER_PEN_UP: gcodeCommand.default('M3 S0'),
  PLOTTER_PEN_DOWN: gcodeCommand.default('M3 S1000'),
  PLOTTER_DRAW_FEED: z.coerce.number().int().min(1).max(100_000).default(3000),
  PLOTTER_TRAVEL_FEED: z.coerce.number().int().min(1).max(100_000).default(6000),
  PLOTTER_PEN_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(150),
  /** mm/s² (GRBL's $120/$121): the writing-time estimate's trapezoidal speed profile. */
  PLOTTER_ACCELERATION: z.coerce.number().min(1).max(100_000).default(1000),
  /** mm (GRBL's $11): how fast the pen goes through a corner. */
  PLOTTER_JUNCTION_DEVIATION: z.coerce.number().min(0).max(10).default(0.01),
};

/** Threads that render a production pack's notes (unset: one per core the process may use; 0: none). */
const PACK_WORKERS = z.coerce
  .number()
  .int()
  .min(0)
  .max(64)
  .default(() => os.availableParallelism());

/** Threads that check long recipient lists off the request thread (unset: up to two; 0: none, checked in slices). */
const NOTE_CHECK_WORKERS = z.coerce
  .number()
  .int()
  .min(0)
  .max(64)
  .default(() => Math.min(2, os.availableParallelism()));

/** Per hour, on the site's open routes: campaigns made, and contact lists, uploads and edits sent to them. */
const perHour = (fallback: number) => z.coerce.number().int().min(1).max(10_000_000).default(fallback);
const GUEST_LIMITS_ENV = {
  GUEST_CAMPAIGNS_PER_HOUR: perHour(30),
  GUEST_CAMPAIGNS_PER_HOUR_ALL: perHour(600),
  GUEST_CHANGES_PER_HOUR: perHour(120),
  GUEST_CHANGES_PER_HOUR_ALL: perHour(1200),
};

/** Every environment variable the server reads, validated once at boot (README lists them). */
const ZEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 8, {
    message: 'must be at least 8 characters',
  }),
  ADMIN_IDLE_HOURS: z.coerce
    .number({ message: 'must be a number of hours' })
    .min(0.25, { message: 'must be at least 0.25 (15 minutes)' })
    .max(ADMIN_SESSION_MAX_DAYS * 24, { message: `must be at most ${ADMIN_SESSION_MAX_DAYS * 24}` })
    .default(ADMIN_IDLE_HOURS_DEFAULT),
  STRIPE_SECRET_KEY: optionalText.refine((v) => v === undefined || /^(sk|rk)_/.test(v), {
    message: 'must start with sk_ or rk_',
  }),
  STRIPE_PUBLISHABLE_KEY: optionalText.refine((v) => v === undefined || v.startsWith('pk_'), {
    message: 'must start with pk_',
  }),
  STRIPE_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || v.startsWith('whsec_'), {
    message: 'must start with whsec_',
  }),
  PAYMENTS: z
    .enum(['auto', 'stripe', 'test', 'disabled'], { message: 'must be auto, stripe, test or disabled' })
    .default('auto'),
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().min(3).default('Quillpost <hello@quillpost.com>'),
  SALES_EMAIL: email.transform((v) => v ?? 'sales@quillpost.com'),
  PUBLIC_URL: url(['http:', 'https:']),
  GA_MEASUREMENT_ID: optionalText.refine((v) => v === undefined || /^G-[A-Z0-9]+$/.test(v), {
    message: 'must look like G-XXXXXXX',
  }),
  TRUST_PROXY: optionalText.transform((v, ctx): TrustProxy => {
    const setting = parseTrustProxy(v);
    if (setting === false || !('error' in setting)) return setting;
    ctx.issues.push({ code: 'custom', message: setting.error, input: v });
    return z.NEVER;
  }),
  WEB_DIST_DIR: z.string().trim().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JOBS_IN_WEB: z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  SCHEDULER: z.enum(['auto', 'manual'], { message: 'must be auto or manual' }).default('auto'),
  DUPLICATE_BOOKING_DAYS: z.coerce
    .number({ message: 'must be a whole number of days' })
    .int({ message: 'must be a whole number of days' })
    .min(0, { message: 'must be 0 (off) or more' })
    .max(DUPLICATE_BOOKING_DAYS_MAX, { message: `must be at most ${DUPLICATE_BOOKING_DAYS_MAX}` })
    .default(DUPLICATE_BOOKING_DAYS_DEFAULT),
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Tests of real processes only: the clock starts at this moment and runs on (refused on an https site). */
  TEST_CLOCK_START: optionalText.refine((v) => v === undefined || !Number.isNaN(Date.parse(v)), {
    message: 'must be a date-time such as 2030-06-10T12:00:00Z',
  }),
  ...S3_ENV,
  ...GUEST_LIMITS_ENV,
  NOTE_CHECK_WORKERS,
  ...PLOTTER_ENV,
  PACK_WORKERS,
  ...SOCIAL_ENV,
});

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_WEB_DIST = path.join(REPO_ROOT, 'dist/web');

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  /** An admin bearer token stops working after this many hours without a request (sliding). */
  adminIdleHours: number;
  stripe: {
    secretKey: string | undefined;
    publishableKey: string | undefined;
    webhookSecret: string | undefined;
  };
  paymentsMode: PaymentsMode;
  smtpUrl: string | undefined;
  mailFrom: string;
  salesEmail: string;
  publicUrl: string;
  gaMeasurementId: string | undefined;
  logLevel: string;
  /** Behind reverse proxies, which X-Forwarded-For entry is the client (rate limits, login lockout, logs). */
  trustProxy: TrustProxy;
  /** The built front end; tests point this at their own build. */
  webDistDir: string;
  /** Where uploaded files go: null keeps them on local disk under DATA_DIR/files. */
  s3: S3Config | null;
  /** Whether the web server also runs background jobs (always with the embedded database). */
  jobsInWeb: boolean;
  /**
   * 'auto': processes that run jobs run the programs' scheduler hourly and at start-up; 'manual': only
   * `npm run scheduler` and the admin call do (a restored copy that must not charge cards; tests driving time).
   */
  scheduler: 'auto' | 'manual';
  /**
   * Checkout and the program form warn when recipients already have a note from the account arriving within
   * this many days of the new one; 0 turns the warning off.
   */
  duplicateBookingDays: number;
  /**
   * Tests and local development only: webhook endpoints may use plain http and loopback or private
   * addresses (a receiver on this machine). Off, they must be https to a public address.
   */
  webhooksAllowPrivate: boolean;
  /** Tests of real processes only: the moment the app's clock starts at (it runs on from there). */
  testClockStart: Date | undefined;
  /** Rate limits of the site's open campaign routes, per client address and for all clients together. */
  guestLimits: GuestLimitsConfig;
  /** Threads long recipient lists are checked on (saves, edits, proofs); 0 checks them on the request thread. */
  noteCheckWorkers: number;
  plotter: PlotterConfig;
  /** Worker threads a production pack's notes are rendered in; 0 renders them on the job's own thread. */
  packWorkers: number;
  social: SocialLinks;
}

/** The company's pages on social networks (https URLs), shown as the footer's icons; unset ones are hidden. */
type SocialLinks = Record<SocialNetwork, string | undefined>;

/** How many campaigns, and how many changes to them, the site's open routes take per hour. */
export interface GuestLimitsConfig {
  campaignsPerClient: number;
  campaignsTotal: number;
  changesPerClient: number;
  changesTotal: number;
}

export interface PlotterConfig {
  penUp: string;
  penDown: string;
  /** mm/min while drawing, and while travelling with the pen up. */
  drawFeed: number;
  travelFeed: number;
  /** Dwell after each pen move, so the pen has landed or lifted before the carriage moves. */
  penDelayMs: number;
  /** The machine's acceleration (mm/s²) and junction deviation (mm), as set in its firmware: for the time estimate. */
  accelerationMmS2: number;
  junctionDeviationMm: number;
}

export interface S3Config {
  bucket: string;
  /** An S3-compatible service (MinIO, R2, …); addressed path-style. Unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own chain (AWS_* variables, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminUsername: e.ADMIN_USERNAME ?? 'admin',
    adminPassword: e.ADMIN_PASSWORD,
    adminIdleHours: e.ADMIN_IDLE_HOURS,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    },
    paymentsMode: paymentsModeOf(e),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    salesEmail: e.SALES_EMAIL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST),
    s3: s3ConfigOf(e),
    jobsInWeb: jobsInWebOf(e),
    scheduler: e.SCHEDULER,
    duplicateBookingDays: e.DUPLICATE_BOOKING_DAYS,
    webhooksAllowPrivate: webhooksAllowPrivateOf(e),
    testClockStart: testClockStartOf(e),
    guestLimits: {
      campaignsPerClient: e.GUEST_CAMPAIGNS_PER_HOUR,
      campaignsTotal: e.GUEST_CAMPAIGNS_PER_HOUR_ALL,
      changesPerClient: e.GUEST_CHANGES_PER_HOUR,
      changesTotal: e.GUEST_CHANGES_PER_HOUR_ALL,
    },
    noteCheckWorkers: e.NOTE_CHECK_WORKERS,
    plotter: {
      penUp: e.PLOTTER_PEN_UP.toUpperCase(),
      penDown: e.PLOTTER_PEN_DOWN.toUpperCase(),
      drawFeed: e.PLOTTER_DRAW_FEED,
      travelFeed: e.PLOTTER_TRAVEL_FEED,
      penDelayMs: e.PLOTTER_PEN_DELAY_MS,
      accelerationMmS2: e.PLOTTER_ACCELERATION,
      junctionDeviationMm: e.PLOTTER_JUNCTION_DEVIATION,
    },
    packWorkers: e.PACK_WORKERS,
    social: {
      facebook: e.SOCIAL_FACEBOOK_URL,
      instagram: e.SOCIAL_INSTAGRAM_URL,
      linkedin: e.SOCIAL_LINKEDIN_URL,
      twitter: e.SOCIAL_TWITTER_URL,
    },
  };
}

/** A worker process cannot open the embedded database (it is locked to the server), so the server runs its jobs. */
function jobsInWebOf(e: Env): boolean {
  if (!e.JOBS_IN_WEB && !e.DATABASE_URL)
    throw new ConfigError('Invalid environment variable JOBS_IN_WEB: must be true without DATABASE_URL');
  return e.JOBS_IN_WEB;
}

type Env = z.output<typeof ZEnvSchema>;

/** A site served over https is a real one: its clock is the machine's. */
function testClockStartOf(e: Env): Date | undefined {
  if (!e.TEST_CLOCK_START) return undefined;
  if (e.PUBLIC_URL?.startsWith('https:'))
    throw new ConfigError(
      'Invalid environment variable TEST_CLOCK_START: must be unset when PUBLIC_URL is https',
    );
  return new Date(e.TEST_CLOCK_START);
}

/** A site served over https is a real one: its webhooks never reach its own network. */
function webhooksAllowPrivateOf(e: Env): boolean {
  if (e.WEBHOOKS_ALLOW_PRIVATE && e.PUBLIC_URL?.startsWith('https:'))
    throw new ConfigError(
      'Invalid environment variable WEBHOOKS_ALLOW_PRIVATE: must be false when PUBLIC_URL is https',
    );
  return e.WEBHOOKS_ALLOW_PRIVATE;
}

/** The S3 settings are checked together: a half-configured store fails the boot instead of using the disk. */
function s3ConfigOf(e: Env): S3Config | null {
  const fail = (name: string, message: string) => {
    throw new ConfigError(`Invalid environment variable ${name}: ${message}`);
  };
  if (!e.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find(
      (name) => e[name] !== undefined,
    );
    if (stray) fail('S3_BUCKET', `must be set when ${stray} is`);
    return null;
  }
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY)
    fail('S3_SECRET_ACCESS_KEY', 'must be set with S3_ACCESS_KEY_ID');
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID)
    fail('S3_ACCESS_KEY_ID', 'must be set with S3_SECRET_ACCESS_KEY');
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/**
 * Stripe with both keys; a secret without a publishable key cannot take cards; no keys: the test provider,
 * except on a public (https) site, where it would silently accept real card numbers: there it must be asked
 * for by name (PAYMENTS=test), and PAYMENTS=test never sits beside Stripe keys it would ignore.
 */
function paymentsModeOf(e: Env): PaymentsMode {
  const fail = (message: string): never => {
    throw new ConfigError(`Invalid environment variable PAYMENTS: ${message}`);
  };
  const { PAYMENTS: flag, STRIPE_SECRET_KEY: secret, STRIPE_PUBLISHABLE_KEY: publishable } = e;
  if (flag === 'disabled') return 'disabled';
  if (flag === 'stripe') {
    if (!secret || !publishable) fail('stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
    return 'stripe';
  }
  if (flag === 'test') {
    if (secret || publishable) fail('test ignores the Stripe keys that are set; unset them or PAYMENTS');
    return 'test';
  }
  if (secret && publishable) return 'stripe';
  if (secret || publishable) return 'disabled';
  if (e.PUBLIC_URL && new URL(e.PUBLIC_URL).protocol === 'https:')
    fail(
      'PUBLIC_URL is https and no Stripe keys are set, so the built-in test provider would take real card numbers; set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYMENTS=test to run test payments on purpose (PAYMENTS=disabled: no card payment)',
    );
  return 'test';
}
