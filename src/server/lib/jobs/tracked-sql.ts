import type { Database, SqlResult } from '../../db/client';

/**
 * pg-boss's view of the database. It records a job's end without awaiting the write, so stopping counts the
 * statements in flight and waits for them: the database must not close under them. Once closed, a statement
 * pg-boss still sends (the end of a handler that outlived the stop's grace period) is dropped, not run on a
 * closed database: the job stays active and is retried after it expires, as if this process had died.
 */
export class TrackedSql {
  private readonly inFlight = new Set<Promise<SqlResult>>();
  private closed = false;

  constructor(private readonly database: Pick<Database, 'executeSql'>) {}

  executeSql(text: string, values?: unknown[]): Promise<SqlResult> {
    if (this.closed) return Promise.resolve({ rows: [] });
    const query = this.database.executeSql(text, values);
    this.inFlight.add(query);
    const forget = () => this.inFlight.delete(query);
    query.then(forget, forget);
    return query;
  }

  /** Waits for the statements in flight, then drops any later ones. */
  async close(): Promise<void> {
    // A handler that just settled has its completion queued as a callback; let it issue its statement first.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    this.closed = true;
  }
}
