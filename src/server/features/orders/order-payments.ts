import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { type OrderRow, orders } from '../../db/schema';

/** The order a provider's payment intent already made, if any (fulfilment is idempotent on the intent). */
export async function findOrderOfIntent(db: DbOrTx, intentId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentIntentId, intentId));
  return row;
}

/** The campaign's invoice order staff made and nobody paid yet, locked until the transaction ends. */
export async function lockPendingOrder(tx: Tx, campaignId: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.campaignId, campaignId), eq(orders.status, 'pending')))
    .limit(1)
    .for('update');
  return row;
}

/** What a succeeded payment writes on its order. */
export interface OrderPayment {
  status: 'paid';
  paymentProvider: string;
  paymentIntentId: string;
  paidAt: Date;
  updatedAt: SQL;
  customerEmail: string;
}

/** An invoice order becomes paid by a card, instead of a second order appearing beside it. */
export async function payPendingOrder(tx: Tx, id: string, payment: OrderPayment): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(payment).where(eq(orders.id, id)).returning();
  return row!;
}

export async function insertCardOrder(
  tx: Tx,
  payment: OrderPayment & { campaignId: string; amountCents: number },
): Promise<OrderRow> {
  const [row] = await tx
    .insert(orders)
    .values({ ...payment, paymentMethod: 'card' })
    .returning();
  return row!;
}

/** An order staff made to be paid by invoice: pending until they mark it paid. */
export async function insertInvoiceOrder(
  tx: DbOrTx,
  values: { campaignId: string; customerEmail: string; amountCents: number },
) {
  const [row] = await tx
    .insert(orders)
    .values({ ...values, status: 'pending', paymentMethod: 'invoice' })
    .returning({ id: orders.id, number: orders.number });
  return row!;
}
