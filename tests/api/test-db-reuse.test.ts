import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-db';

/** A test file's database must read like a new copy of the template even when its instance served another file. */
describe('a test database after another file used one', () => {
  it('holds no rows, schemas or session state of the earlier use, and numbers start over', async () => {
    const first = await createTestDatabase();
    const firstNumber = await first.executeSql(`select nextval('campaign_number_seq') as n`);
    await first.executeSql(`insert into kv_meta (key, value) values ('left', 'behind')`);
    await first.executeSql('create schema left_behind; create table left_behind.t (x int)');
    await first.executeSql(`create table public.extra (x int)`);
    await first.close();

    const next = await createTestDatabase();
    try {
      expect((await next.executeSql('select key from kv_meta')).rows).toEqual([]);
      expect((await next.executeSql(`select nextval('campaign_number_seq') as n`)).rows).toEqual(
        firstNumber.rows,
      );
      const schemas = await next.executeSql(`select 1 from pg_namespace where nspname = 'left_behind'`);
      expect(schemas.rows).toEqual([]);
      expect((await next.executeSql(`select to_regclass('public.extra') as t`)).rows).toEqual([{ t: null }]);
    } finally {
      await next.close();
    }
  });
});
