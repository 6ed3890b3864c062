import type { Database, SqlResult } from '../../db/client';

/**
 * pg-boss's view of the database. It records a job's end without awaiting the write, so stopping counts the
 * statements in flight and waits for them: the database must not close under them. A statement pg-boss sends
 * after that (the end of a handler that outlived the stop's grace period) may meet a closed database: its
 * failure answers no rows instead of surfacing inside pg-boss as an unhandled rejection. The job then stays
 * active and is retried after it expires, as if this process had died.
 */
export class TrackedSql {
  private readonly inFlight = new Set<Promise<SqlResult>>();
  private closed = false;

  constructor(private readonly database: Pick<Database, 'executeSql'>) {}

  executeSql(text: string, values?: unknown[]): Promise<SqlResult> {
    if (this.closed) return this.database.executeSql(text, values).catch(() => ({ rows: [] }));
    const query = this.database.executeSql(text, values);
    this.inFlight.add(query);
    const forget = () => this.inFlight.delete(query);
    query.then(forget, forget);
    return query;
  }

  /** Waits for the statements in flight, and for those their answers lead to; later ones may fail quietly. */
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
