import { ZV1CampaignSchema } from '../../../shared/v1-campaigns';
import type { DbOrTx } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { findCampaign, findCampaignOwner } from '../campaigns/campaign-store';
import { campaignChangesOfThisTransaction } from '../campaigns/status-history-store';
import { findOwnedOrder } from '../orders/owned-orders';
import { v1Campaign } from '../v1-objects/v1-campaign-view';
import { v1OrderDetail } from '../v1-objects/v1-order-view';
import { emitEvent } from './emit-event';

/*
 * Webhook events about a campaign and its order, emitted in the caller's transaction with the resource as
 * /v1 shows it at that moment (webhook-events.ts). Only a campaign of an account has endpoints to tell; its
 * livemode (false when made with a test key) is the event's.
 */

/** The order as `GET /v1/orders/{id}` answers it now, with its owner; null for a campaign of no account. */
async function orderAsShown(tx: DbOrTx, campaignId: string, orderId: string) {
  const owner = await findCampaignOwner(tx, campaignId);
  const row = owner && (await findOwnedOrder(tx, owner, orderId));
  return owner && row ? { owner, order: await v1OrderDetail(tx, row, owner.livemode) } : null;
}

export async function emitOrderPaid(tx: DbOrTx, order: Pick<OrderRow, 'id' | 'campaignId'>): Promise<void> {
  const shown = await orderAsShown(tx, order.campaignId, order.id);
  if (!shown) return;
  await emitEvent(tx, {
    ...shown.owner,
    type: 'order.paid',
    sourceKey: `order.paid:${order.id}`,
    data: { object: shown.order },
  });
}

/**
 * One event per campaign status change this transaction made: the history rows the DB trigger wrote (their
 * `at` is the transaction's start, `now()`) name the causes, so calling it twice adds nothing. Each shows the
 * campaign with the status that change gave it (as GET answers it, when the transaction made one change).
 */
const status = ZV1CampaignSchema.shape.status;

export async function emitCampaignStatusChanges(tx: DbOrTx, campaignId: string): Promise<void> {
  const owner = await findCampaignOwner(tx, campaignId);
  const row = owner && (await findCampaign(tx, campaignId));
  if (!owner || !row) return;
  const changes = await campaignChangesOfThisTransaction(tx, campaignId);
  if (changes.length === 0) return;
  const campaign = await v1Campaign(tx, row);
  for (const change of changes) {
    await emitEvent(tx, {
      ...owner,
      type: 'campaign.status_changed',
      sourceKey: `campaign.status_changed:${change.id}`,
      data: {
        object: { ...campaign, status: status.parse(change.status) },
        previous_attributes: { status: status.nullable().parse(change.fromStatus) },
      },
    });
  }
}

/** A refund recorded on the order: the order after it, and its status and refunded amount before. */
export async function emitOrderRefunded(
  tx: DbOrTx,
  input: {
    before: Pick<OrderRow, 'id' | 'campaignId' | 'status' | 'refundedCents'>;
    refund: { id: string; amountCents: number; reason: string };
  },
): Promise<void> {
  const { before, refund } = input;
  const shown = await orderAsShown(tx, before.campaignId, before.id);
  if (!shown) return;
  await emitEvent(tx, {
    ...shown.owner,
    type: 'order.refunded',
    sourceKey: `order.refunded:${refund.id}`,
    data: {
      object: shown.order,
      previous_attributes: { status: before.status, amount_refunded: before.refundedCents },
      refund: { id: refund.id, amount: refund.amountCents, reason: refund.reason },
    },
  });
}
