import { eq, sql } from 'drizzle-orm';
import { campaignStep } from '../../../shared/campaign-steps';
import { isUuid } from '../../../shared/uuid';
import type { DbOrTx, Tx } from '../../db/client';
import { campaigns, orders, refunds } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { setCampaignStatus } from '../campaigns/campaign-store';
import { countNotesProgress } from '../tracking/notes-progress-store';

export type OrderRow = typeof orders.$inferSelect;

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row!;
}

/** False when this provider refund is already recorded (a retry that the provider answered again). */
export async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(refunds)
    .values(values)
    .onConflictDoNothing({ target: refunds.providerRefundId })
    .returning({ id: refunds.id });
  return inserted.length > 0;
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

/** Cancels a campaign as the shared step rule allows it (campaign-steps.ts): never one whose notes are all mailed. */
export async function cancelCampaignRow(tx: Tx, campaignId: string): Promise<void> {
  const [row] = await tx
    .select({ status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('update');
  if (!row || row.status === 'cancelled') return;
  const notes = await countNotesProgress(tx, campaignId);
  const step = campaignStep(row.status, 'cancelled', { paid: true, notes });
  if (!step.allowed) throw conflict(step.problem);
  await setCampaignStatus(tx, campaignId, 'cancelled');
}
