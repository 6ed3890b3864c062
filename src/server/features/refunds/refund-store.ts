import { asc, inArray } from 'drizzle-orm';
import { campaignStep } from '../../../shared/campaign-steps';
import type { DbOrTx, Tx } from '../../db/client';
import { refunds } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { lockCampaign, setCampaignStatus } from '../campaigns/campaign-store';
import { countNotesProgress } from '../campaigns/notes-progress-store';

export type RefundRow = typeof refunds.$inferSelect;

/** False when this provider refund is already recorded (a retry that the provider answered again). */
export async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(refunds)
    .values(values)
    .onConflictDoNothing({ target: refunds.providerRefundId })
    .returning({ id: refunds.id });
  return inserted.length > 0;
}

/** Cancels a campaign as the shared step rule allows it (campaign-steps.ts): never one whose notes are all mailed. */
export async function cancelCampaignRow(tx: Tx, campaignId: string): Promise<void> {
  const row = await lockCampaign(tx, campaignId);
  if (!row || row.status === 'cancelled') return;
  const notes = await countNotesProgress(tx, campaignId);
  const step = campaignStep(row.status, 'cancelled', { paid: true, notes });
  if (!step.allowed) throw conflict(step.problem);
  await setCampaignStatus(tx, campaignId, 'cancelled');
}

/** The refunds of these orders, oldest first (the account's data export). */
export async function listRefundsOf(db: DbOrTx, orderIds: readonly string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]))
    .orderBy(asc(refunds.createdAt));
}
