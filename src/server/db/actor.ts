import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/**
 * Who changes statuses in this transaction, for status_history (its triggers read `quillpost.actor`):
 * 'staff:<username>', 'customer', or 'system' when never set. `reason` goes into the rows' detail.
 */
export async function actAs(tx: Tx, actor: string, reason?: string): Promise<void> {
  await tx.execute(
    sql`select set_config('quillpost.actor', ${actor}, true), set_config('quillpost.reason', ${reason ?? ''}, true)`,
  );
}

/** Runs `work` in a transaction whose status changes are recorded as made by `actor`. */
export function withActor<T>(
  db: Db,
  actor: string,
  work: (tx: Tx) => Promise<T>,
  reason?: string,
): Promise<T> {
  return db.transaction(async (tx) => {
    await actAs(tx, actor, reason);
    return work(tx);
  });
}

export const staffActor = (username: string) => `staff:${username}`;
