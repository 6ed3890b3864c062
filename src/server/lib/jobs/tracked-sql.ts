import type { Database, SqlResult } from '../../db/client';

/**
 * pg-boss's view of the database. It records a job's end without awaiting the write, so stopping counts the
 * statements in flight and waits for them: the database must not close under them.
 */
export class TrackedSql {
  private readonly inFlight = new Set<Promise<SqlResult>>();

  constructor(private readonly database: Pick<Database, 'executeSql'>) {}

  executeSql(text: string, values?: unknown[]): Promise<SqlResult> {
    const query = this.database.executeSql(text, values);
    this.inFlight.add(query);
    const forget = () => this.inFlight.delete(query);
    query.then(forget, forget);
    return query;
  }

  async drain(): Promise<void> {
    // A handler that just settled has its completion queued as a callback; let it issue its statement first.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }
}
