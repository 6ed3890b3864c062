import type { Database, SqlResult } from '../../db/client';

/**
 * pg-boss's view of the database. It records a job's end without awaiting the write, so stopping counts the
 * statements in flight and waits for them: the database must not close under them. A statement pg-boss sends
 * after that (the end of a handler that outlived the stop's grace period) may meet a closed database. pg-boss
 * does not await that write, so its failure would be an unhandled rejection, and an empty answer breaks its
 * reading of the result: such a statement never answers, as if this process had died before it did. The job
 * stays active and is retried once it expires.
 */
export class TrackedSql {
  private readonly inFlight = new Set<Promise<SqlResult>>();
  private closed = false;

  constructor(private readonly database: Pick<Database, 'executeSql'>) {}

  executeSql(text: string, values?: unknown[]): Promise<SqlResult> {
    if (this.closed)
      return this.database.executeSql(text, values).catch(() => new Promise<SqlResult>(() => {}));
    const query = this.database.executeSql(text, values);
    this.inFlight.add(query);
    const forget = () => this.inFlight.delete(query);
    query.then(forget, forget);
    return query;
  }

  /** Waits for the statements in flight, and for those their answers lead to; a later one that fails never answers. */
  async close(): Promise<void> {
    for (;;) {
      // A handler that just settled, or a statement that just answered, has its next step queued as a callback
      // (pg-boss marks a failed job in several statements): let it issue its statement before looking.
      await new Promise((resolve) => setImmediate(resolve));
      if (this.inFlight.size === 0) break;
      await Promise.allSettled([...this.inFlight]);
    }
    this.closed = true;
  }
}
