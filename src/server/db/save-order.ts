import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badRequest } from '../lib/errors';
import type { Db } from './client';

/** A table the back office sorts by hand: its id, the column it is listed by, and its change stamp. */
export interface HandOrdered {
  table: PgTable;
  id: PgColumn;
  order: PgColumn;
  updatedAt: PgColumn;
}

/**
 * Saves a full new order at once (the back office's drag and drop, Move up / Move down): `ids` must be
 * exactly the current rows (no gaps, no duplicates, no strangers), checked inside the transaction that
 * writes it with the rows locked, so a concurrent add or delete cannot slip by. Else 400 with `refusal`.
 */
export async function saveOrder(
  db: Db,
  { table, id, order, updatedAt }: HandOrdered,
  ids: readonly number[],
  refusal: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id }).from(table).for('update');
    const current = new Set(rows.map((r) => r.id as number));
    const requested = new Set(ids);
    const same =
      requested.size === ids.length && requested.size === current.size && ids.every((x) => current.has(x));
    if (!same) throw badRequest(refusal);
    const values = sql.join(
      ids.map((x, position) => sql`(${x}::int, ${position}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${table} set ${sql.identifier(order.name)} = v.position, ${sql.identifier(updatedAt.name)} = now()
      from (values ${values}) as v(id, position)
      where ${id} = v.id`);
  });
}
