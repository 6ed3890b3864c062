import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import {
  findJobHoldingKey,
  findOpenJob,
  findOpenJobWithKey,
  findStalledJobs,
  releaseFinishedKey,
} from './boss-sql';
import type { EnqueueOptions, JobHandler, JobQueue, JobStatus, JobType, WorkOptions } from './job-queue';
import {
  beatJobRun,
  beginJobRun,
  claimJobKey,
  deleteJobRun,
  deleteOldJobRuns,
  findJobRun,
  insertJobRun,
} from './job-runs-store';
import { jobErrorOf, jobStateOf } from './job-status';
import { ProgressWriter } from './progress-writer';
import { TrackedSql } from './tracked-sql';

export interface JobQueueOptions {
  /** How often an idle worker asks for work (default 2 s; jobs enqueued by this process start at once). */
  pollingIntervalSeconds?: number;
  /** A running job's worker writes a heartbeat this often (default 15 s)… */
  heartbeatMs?: number;
  /** …and its job is handed to another worker when none came for this long (default 60 s). */
  staleAfterMs?: number;
  /** Whether this process watches pg-boss's cron schedules (default true; a one-off command has no need). */
  schedules?: boolean;
  /** How often pg-boss checks its cron schedules (default 30 s; every process checks, one per tick enqueues). */
  cronMonitorIntervalSeconds?: number;
}

const DEFAULT_RETRY_LIMIT = 5;
const DEFAULT_EXPIRE_SECONDS = 60 * 60;

/**
 * The job queue over pg-boss 10, on either database. pg-boss runs its SQL through `Database.executeSql`: on PGlite
 * that is the app's one connection, where each of its queries (a poll is one short statement) waits its turn
 * behind the app's. Crashed workers are found by heartbeat: with PGlite the data folder is locked to this process,
 * so at start every job still marked running was left by a dead process and is retried at once.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly sql: TrackedSql;
  private boss: PgBoss;
  private readonly localWorkers = new Map<string, string[]>();
  private readonly queuesReady = new Map<string, Promise<void>>();
  private readonly running = new Set<Promise<void>>();
  /** The ids of the jobs this process is running: alive by definition, whatever their last heartbeat says. */
  private readonly runningIds = new Set<string>();
  private readonly stopping = new AbortController();
  private sweeper: NodeJS.Timeout | undefined;
  private readonly repeaters = new Set<NodeJS.Timeout>();
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions = {},
  ) {
    this.sql = new TrackedSql(database);
    this.boss = this.createBoss();
  }

  async start(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.start();
        break;
      } catch (err) {
        // Processes starting together on a new database race to create pg-boss's schema; the losers fail (its
        // lock does not make PostgreSQL re-read the catalogue). Once the winner has committed, a new start finds
        // the schema in place. A failed PgBoss cannot be started again, hence a new one.
        if (attempt === 3) throw err;
        this.log.info({ err }, 'job queue start raced another process; starting again');
        this.boss = this.createBoss();
      }
    }
    this.started = true;
    const staleAfterMs = this.options.staleAfterMs ?? 60_000;
    await this.retryStalled(this.database.kind === 'pglite' ? 0 : staleAfterMs);
    this.sweeper = setInterval(() => void this.sweep(staleAfterMs), Math.max(staleAfterMs / 2, 1000));
    this.sweeper.unref();
  }

  async enqueue<T extends object>(job: JobType<T>, data: T, options: EnqueueOptions = {}): Promise<string> {
    const payload = job.data.parse(data);
    await this.ensureQueue(job);
    const id = randomUUID();
    if (options.key) {
      const holder = await this.claimKey(job.name, options.key, id);
      if (holder !== id) return holder;
    } else {
      await insertJobRun(this.database.db, { id, queue: job.name });
    }
    const sent = await this.boss.send(job.name, payload, { id, ...this.retryOptions(options) });
    if (!sent) {
      // A one-at-a-time queue already holds a waiting job: that one does this work.
      await deleteJobRun(this.database.db, id);
      const waiting = await findOpenJob(this.database, job.name);
      if (waiting) return waiting;
      throw new Error(`The job queue refused a ${job.name} job`);
    }
    for (const worker of this.localWorkers.get(job.name) ?? []) this.boss.notifyWorker(worker);
    return id;
  }

  /**
   * Makes `id` the open job of `key`, or returns the job that already is: one from before open keys were
   * recorded (found by its state), else whichever run the unique index lets hold the key.
   */
  private async claimKey(queue: string, key: string, id: string): Promise<string> {
    const open = await findOpenJobWithKey(this.database, queue, key);
    if (open) return open;
    for (let attempt = 0; attempt < 3; attempt++) {
      await releaseFinishedKey(this.database, queue, key);
      if (await claimJobKey(this.database.db, { id, queue, key })) return id;
      const holder = await findJobHoldingKey(this.database, queue, key);
      if (holder) return holder;
    }
    throw new Error(`Could not enqueue a ${queue} job for ${key}: its key kept changing hands`);
  }

  async schedule<T extends object>(
    job: JobType<T>,
    cron: string,
    data: T,
    { tz = 'UTC' }: { tz?: string } = {},
  ) {
    const payload = job.data.parse(data);
    await this.ensureQueue(job);
    await this.boss.schedule(job.name, cron, payload, { tz, ...this.retryOptions({}) });
  }

  async work<T>(job: JobType<T>, handler: JobHandler<T>, options: WorkOptions = {}): Promise<void> {
    await this.ensureQueue(job);
    const ids: string[] = [];
    for (let i = 0; i < (options.concurrency ?? 1); i++) {
      ids.push(
        await this.boss.work(job.name, { batchSize: 1, includeMetadata: true }, ([taken]) =>
          taken ? this.track(this.run(job, handler, taken)) : Promise.resolve(),
        ),
      );
    }
    this.localWorkers.set(job.name, [...(this.localWorkers.get(job.name) ?? []), ...ids]);
  }

  repeat<T extends object>(
    job: JobType<T>,
    data: T,
    { everyMs, firstAfterMs }: { everyMs: number; firstAfterMs: number },
  ): void {
    const request = () => {
      this.enqueue(job, data, { key: job.name, retryLimit: 2 }).catch((err: unknown) =>
        this.log.warn({ err, job: job.name }, 'could not queue a repeating job'),
      );
    };
    const first = setTimeout(() => {
      this.repeaters.delete(first);
      request();
      const every = setInterval(request, everyMs);
      every.unref();
      this.repeaters.add(every);
    }, firstAfterMs);
    first.unref();
    this.repeaters.add(first);
  }

  async status(jobId: string): Promise<JobStatus | undefined> {
    const run = await findJobRun(this.database.db, jobId);
    if (!run) return undefined;
    const job = await this.boss.getJobById(run.queue, jobId, { includeArchive: true });
    if (!job) return undefined;
    const error = jobErrorOf(job.state, job.output);
    return {
      id: jobId,
      name: run.queue,
      state: jobStateOf(job.state),
      done: run.done,
      total: run.total,
      ...(error ? { error } : {}),
    };
  }

  async stop({ graceMs = 10_000 }: { graceMs?: number } = {}): Promise<void> {
    if (!this.started) return;
    this.started = false;
    clearInterval(this.sweeper);
    for (const timer of this.repeaters) clearTimeout(timer);
    this.repeaters.clear();
    // Stops polling, waits for running jobs up to graceMs, then marks the unfinished ones for retry.
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: graceMs });
    this.stopping.abort();
    await Promise.race([Promise.allSettled(this.running), delay(graceMs)]);
    // pg-boss records a handler's end without awaiting it: let those writes finish before the database closes.
    await this.sql.close();
  }

  private createBoss(): PgBoss {
    const boss = new PgBoss({
      db: this.sql,
      // pg-boss's clock: every process checks the schedules (schedule()), and one enqueues each tick's jobs.
      schedule: this.options.schedules ?? true,
      cronMonitorIntervalSeconds: this.options.cronMonitorIntervalSeconds ?? 30,
      pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
    });
    boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
    return boss;
  }

  private async run<T>(job: JobType<T>, handler: JobHandler<T>, taken: PgBoss.JobWithMetadata<unknown>) {
    const data = job.data.parse(taken.data);
    await beginJobRun(this.database.db, taken.id, job.name);
    const heartbeat = setInterval(() => {
      beatJobRun(this.database.db, taken.id).catch((err: unknown) =>
        this.log.warn({ err, jobId: taken.id }, 'job heartbeat failed'),
      );
    }, this.options.heartbeatMs ?? 15_000);
    heartbeat.unref();
    const progress = new ProgressWriter(this.database.db, taken.id, this.stopping.signal);
    this.runningIds.add(taken.id);
    try {
      await handler({
        id: taken.id,
        data,
        attempt: taken.retryCount + 1,
        signal: this.stopping.signal,
        progress: (done, total) => progress.write(done, total),
      });
      await progress.flush();
    } catch (err) {
      if (!this.stopping.signal.aborted) this.log.warn({ err, jobId: taken.id, job: job.name }, 'job failed');
      throw err;
    } finally {
      clearInterval(heartbeat);
      this.runningIds.delete(taken.id);
    }
  }

  private track(promise: Promise<void>): Promise<void> {
    this.running.add(promise);
    const forget = () => this.running.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  private retryOptions(options: EnqueueOptions) {
    return {
      retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelay: 2,
      retryBackoff: true,
      expireInSeconds: options.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    };
  }

  /** pg-boss 10 wants a queue created before use; creating it again is a no-op (its policy stays as first set). */
  private ensureQueue(job: JobType<unknown>): Promise<void> {
    const { name } = job;
    let ready = this.queuesReady.get(name);
    if (!ready) {
      ready = this.boss.createQueue(name, job.oneAtATime ? { name, policy: 'stately' } : { name });
      ready.catch(() => this.queuesReady.delete(name));
      this.queuesReady.set(name, ready);
    }
    return ready;
  }

  private async sweep(staleAfterMs: number) {
    try {
      await this.retryStalled(staleAfterMs);
      await deleteOldJobRuns(this.database.db, 30);
    } catch (err) {
      this.log.warn({ err }, 'job sweep failed');
    }
  }

  /** Hands jobs whose worker went silent back to the queue (pg-boss counts it as a failed attempt). */
  private async retryStalled(staleAfterMs: number) {
    const stalled = await findStalledJobs(this.database, staleAfterMs);
    for (const job of stalled) {
      if (this.runningIds.has(job.id)) continue;
      this.log.warn({ jobId: job.id, job: job.name }, 'job interrupted (its worker stopped); retrying');
      await this.boss.fail(job.name, job.id, { message: 'interrupted: its worker stopped' });
    }
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
