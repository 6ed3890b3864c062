import { eq, sql } from 'drizzle-orm';
import { isUuid } from '../../../shared/uuid';
import type { DbOrTx, Tx } from '../../db/client';
import { type OrderRow, orders } from '../../db/schema';

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order's row, locked until the transaction ends so two refunds of it queue up. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row!;
}

/** Adds a refund to the order; it becomes refunded once everything paid has been given back. */
export async function addRefunded(tx: Tx, order: OrderRow, amountCents: number): Promise<void> {
  const refunded = order.refundedCents + amountCents;
  await tx
    .update(orders)
    .set({
      refundedCents: refunded,
      ...(refunded >= order.amountCents ? { status: 'refunded' } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id));
}
