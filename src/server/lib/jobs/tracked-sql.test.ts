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

  it('close waits for a statement sent when an earlier one answers', async () => {
    const database = slowDatabase();
    const sql = new TrackedSql(database);
    const followUp = sql.executeSql('SELECT job').then(() => sql.executeSql('UPDATE job'));
    const closing = sql.close();
    await new Promise((resolve) => setImmediate(resolve));
    database.finishAll();
    await new Promise((resolve) => setImmediate(resolve));
    database.finishAll();
    await closing;
    expect(database.ran).toEqual(['SELECT job', 'UPDATE job']);
    expect(await followUp).toEqual({ rows: [{ text: 'UPDATE job' }] });
  });

  it('never answers, rather than rejects, a statement sent after close that meets a closed database', async () => {
    let rejected = false;
    const sql = new TrackedSql({
      executeSql: () => {
        rejected = true;
        return Promise.reject(new Error('Cannot use a pool after calling end on the pool'));
      },
    });
    await sql.close();
    let settled = false;
    sql.executeSql('DELETE FROM pgboss.job').then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rejected).toBe(true);
    expect(settled).toBe(false);
  });

  it('still runs a statement sent after close while the database is open', async () => {
    const database = slowDatabase();
    const sql = new TrackedSql(database);
    await sql.close();
    const status = sql.executeSql('SELECT state FROM pgboss.job');
    database.finishAll();
    expect(await status).toEqual({ rows: [{ text: 'SELECT state FROM pgboss.job' }] });
  });
});
