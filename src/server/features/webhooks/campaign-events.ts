import type { DbOrTx } from '../../db/client';
import { findCampaignOwner } from '../campaigns/campaign-store';
import { campaignChangesOfThisTransaction } from '../campaigns/status-history-store';
import { emitEvent } from './emit-event';

/*
 * Webhook events about a campaign, emitted in the caller's transaction. Only a campaign of an account has
 * endpoints to tell; its livemode (false when made with a test key) is the event's.
 */

export async function emitOrderPaid(
  tx: DbOrTx,
  order: { id: string; campaignId: string; amountCents: number; paidAt: Date | null },
): Promise<void> {
  const owner = await findCampaignOwner(tx, order.campaignId);
  if (!owner) return;
  await emitEvent(tx, {
    ...owner,
    type: 'order.paid',
    sourceKey: `order.paid:${order.id}`,
    data: {
      orderId: order.id,
      campaignId: order.campaignId,
      amountCents: order.amountCents,
      paidAt: order.paidAt?.toISOString() ?? null,
    },
  });
}

/**
 * One event per campaign status change this transaction made: the history rows the DB trigger wrote (their
 * `at` is the transaction's start, `now()`) name the causes, so calling it twice adds nothing.
 */
export async function emitCampaignStatusChanges(tx: DbOrTx, campaignId: string): Promise<void> {
  const owner = await findCampaignOwner(tx, campaignId);
  if (!owner) return;
  const changes = await campaignChangesOfThisTransaction(tx, campaignId);
  for (const change of changes) {
    await emitEvent(tx, {
      ...owner,
      type: 'campaign.status_changed',
      sourceKey: `campaign.status_changed:${change.id}`,
      data: {
        campaignId,
        previousStatus: change.fromStatus,
        status: change.status,
        at: change.at.toISOString(),
      },
    });
  }
}

/** Notes newly marked written or mailed, as 1-based positions in the campaign's notes. */
export async function emitNotesProgress(
  tx: DbOrTx,
  campaignId: string,
  stage: 'written' | 'mailed',
  positions: readonly number[],
  total: number,
): Promise<void> {
  if (positions.length === 0) return;
  const owner = await findCampaignOwner(tx, campaignId);
  if (!owner) return;
  const first = positions[0]!;
  const last = positions[positions.length - 1]!;
  await emitEvent(tx, {
    ...owner,
    type: stage === 'written' ? 'note.written' : 'note.mailed',
    // A note is marked at a stage once, so the batch's range names it.
    sourceKey: `note.${stage}:${campaignId}:${first}-${last}:${positions.length}`,
    data: { campaignId, count: positions.length, first, last, total },
  });
}

export async function emitOrderRefunded(
  tx: DbOrTx,
  input: { orderId: string; campaignId: string; refundId: string; amountCents: number; reason: string },
): Promise<void> {
  const owner = await findCampaignOwner(tx, input.campaignId);
  if (!owner) return;
  await emitEvent(tx, {
    ...owner,
    type: 'order.refunded',
    sourceKey: `order.refunded:${input.refundId}`,
    data: {
      orderId: input.orderId,
      campaignId: input.campaignId,
      refundId: input.refundId,
      amountCents: input.amountCents,
      reason: input.reason,
    },
  });
}

/** A program's day: its notes were recorded and its campaign made, before the card is charged. */
export async function emitProgramSendsCreated(
  tx: DbOrTx,
  input: { programId: string; runId: string; campaignId: string; runDate: string; notes: number },
): Promise<void> {
  const owner = await findCampaignOwner(tx, input.campaignId);
  if (!owner) return;
  await emitEvent(tx, {
    ...owner,
    type: 'program.sends_created',
    sourceKey: `program.sends_created:${input.runId}`,
    data: input,
  });
}

/** A program's day whose card payment failed (the program is paused). */
export async function emitPaymentFailed(
  tx: DbOrTx,
  input: { programId: string; runId: string; campaignId: string; runDate: string; reason: string },
): Promise<void> {
  const owner = await findCampaignOwner(tx, input.campaignId);
  if (!owner) return;
  await emitEvent(tx, {
    ...owner,
    type: 'payment.failed',
    sourceKey: `payment.failed:${input.runId}`,
    data: input,
  });
}
