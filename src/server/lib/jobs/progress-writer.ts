import type { Db } from '../../db/client';
import { recordJobProgress } from './job-runs-store';

const MIN_INTERVAL_MS = 250;

/**
 * A job reports progress after every item; the table gets at most a write every quarter second (plus the first
 * and the last), so a 5,000-note job does not queue 5,000 updates behind the app's queries.
 */
export class ProgressWriter {
  private lastWrite = 0;
  private pending: { done: number; total: number } | undefined;

  constructor(
    private readonly db: Db,
    private readonly jobId: string,
    private readonly signal: AbortSignal,
  ) {}

  async write(done: number, total: number): Promise<void> {
    this.signal.throwIfAborted();
    if (!Number.isInteger(done) || !Number.isInteger(total) || done < 0 || total < 0)
      throw new Error(`progress must be whole numbers ≥ 0, got ${done}/${total}`);
    this.pending = { done, total };
    if (done === 0 || done >= total || Date.now() - this.lastWrite >= MIN_INTERVAL_MS) await this.flush();
  }

  /** Writes the last reported figures if the throttle held them back. */
  async flush(): Promise<void> {
    if (!this.pending) return;
    const { done, total } = this.pending;
    this.pending = undefined;
    this.lastWrite = Date.now();
    await recordJobProgress(this.db, this.jobId, done, total);
  }
}
