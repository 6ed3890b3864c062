import type { z } from 'zod';

/**
 * The app's one interface to background work. Jobs are kept in PostgreSQL (pg-boss), so they outlive the process
 * that enqueued them: a job is retried when its worker fails, stops or dies, which is why every handler must be
 * idempotent (writing the same result twice is harmless) and must report done only by returning.
 */
export interface JobQueue {
  /** Stores a job and returns its id; with `key`, returns the open (queued or running) job with that key instead. */
  enqueue<T extends object>(job: JobType<T>, data: T, options?: EnqueueOptions): Promise<string>;
  /** Runs this process's handler for a job type (from start until stop). */
  work<T>(job: JobType<T>, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /**
   * Enqueues `job` keyed by its name `firstAfterMs` after start and then every `everyMs`, until stop: every
   * process asks, the key keeps at most one open, so the work runs about that often however many processes run.
   */
  repeat<T extends object>(job: JobType<T>, data: T, timing: { everyMs: number; firstAfterMs: number }): void;
  /**
   * Enqueues `job` on a cron schedule (5 fields, e.g. `0 * * * *`) read in time zone `tz`, kept in the database
   * by pg-boss: one schedule per job type whichever process sets it, and one job per tick however many processes
   * watch the clock. Setting it again replaces it.
   */
  schedule<T extends object>(
    job: JobType<T>,
    cron: string,
    data: T,
    options?: { tz?: string },
  ): Promise<void>;
  /** What a progress bar shows; undefined for an unknown (or long purged) job. */
  status(jobId: string): Promise<JobStatus | undefined>;
  start(): Promise<void>;
  /** Stops taking jobs, waits up to `graceMs` for the running ones, then hands those back to be retried. */
  stop(options?: { graceMs?: number }): Promise<void>;
}

/** A kind of job: its queue name and the shape of its data, checked again when a worker picks it up. */
export interface JobType<T> {
  name: string;
  data: z.ZodType<T>;
  /**
   * At most one job of this type runs at a time across all processes, and at most one more waits (pg-boss's
   * "stately" queue policy); a further request while one waits is the waiting one. Set when the queue is created.
   */
  oneAtATime?: boolean;
}

export function defineJob<T>(
  name: string,
  data: z.ZodType<T>,
  options: { oneAtATime?: boolean } = {},
): JobType<T> {
  if (!/^[a-z][a-z0-9-]*$/.test(name))
    throw new Error(`Job name "${name}" must be lower-case words and hyphens`);
  return { name, data, ...options };
}

export interface EnqueueOptions {
  /** At most one open job per key and job type (e.g. one production pack per campaign). */
  key?: string;
  /** Attempts after the first (default 5): failures, shutdowns and crashes each use one. */
  retryLimit?: number;
  /** A run longer than this is abandoned and retried (default one hour). */
  expireInSeconds?: number;
  /** Not run before this many seconds from now (a retry scheduled by the handler itself). */
  startAfterSeconds?: number;
}

export interface WorkOptions {
  /** Jobs of this type run at once in this process (default 1). */
  concurrency?: number;
}

export type JobHandler<T> = (job: JobContext<T>) => Promise<void>;

export interface JobContext<T> {
  id: string;
  data: T;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  /** Aborted when this process stops: stop writing and throw; the job runs again. */
  signal: AbortSignal;
  /** Records progress (throttled); throws once `signal` is aborted. */
  progress(done: number, total: number): Promise<void>;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobStatus {
  id: string;
  name: string;
  state: JobState;
  done: number;
  total: number;
  /** Why a failed job failed. */
  error?: string;
}
