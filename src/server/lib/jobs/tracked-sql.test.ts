import { describe, expect, it } from 'vitest';
import type { SqlResult } from '../../db/client';
import { TrackedSql } from './tracked-sql';

/** A database whose statements finish when the test says so, recording what it was asked to run. */
function slowDatabase() {
  const ran: string[] = [];
  const finishers: Array<() => void> = [];
  return {
    ran,
    finishAll: () => {
      for (const finish of finishers.splice(0)) finish();
    },
    executeSql: (text: string) => {
      ran.push(text);
      return new Promise<SqlResult>((resolve) => finishers.push(() => resolve({ rows: [{ text }] })));
    },
  };
}

describe('pg-boss statements while the queue stops', () => {
  it('close waits for the statements in flight', async () => {
    const database = slowDatabase();
    const sql = new TrackedSql(database);
    const write = sql.executeSql('UPDATE job');
    let closed = false;
    const closing = sql.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    database.finishAll();
    await closing;
    expect(await write).toEqual({ rows: [{ text: 'UPDATE job' }] });
  });

  it('drops a statement sent after close instead of running it on a closed database', async () => {
    const database = slowDatabase();
    const sql = new TrackedSql(database);
    await sql.close();
    expect(await sql.executeSql('DELETE FROM pgboss.job')).toEqual({ rows: [] });
    expect(database.ran).toEqual([]);
  });
});
