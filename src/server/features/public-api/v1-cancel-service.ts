import { withActor } from '../../db/actor';
import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { cancelAccountOrder } from '../account-orders/account-order-service';
import { lockCampaign } from '../campaigns/campaign-store';
import { testModePayments } from '../fulfilment/test-mode-payment';
import { findPaidOrder } from '../orders/campaign-orders';
import { cancelCampaignRow } from '../refunds/refund-store';
import { emitCampaignStatusChanges } from '../webhooks/campaign-events';
import type { V1CampaignAction } from './v1-campaign-action';

const ALREADY_CANCELLED = 'This campaign is already cancelled.';
const NOT_CANCELLABLE =
  'Only a draft, or a paid campaign not yet in production, can be cancelled. Please contact us if something is wrong.';

/**
 * POST /v1/campaigns/:id/cancel. A paid campaign goes through the customer's own cancel (409 once production
 * has started; otherwise a full refund, the order refunded and the campaign cancelled); a test campaign's
 * refund goes to the test provider, never to the live one. A draft is simply cancelled.
 */
export const cancelCampaign: V1CampaignAction = async (deps, scope, campaign) => {
  const db = deps.database.db;
  if (campaign.status === 'cancelled') throw conflict(ALREADY_CANCELLED);
  const order = await findPaidOrder(db, campaign.id);
  if (order) {
    const refundDeps = scope.livemode ? deps : { ...deps, payments: testModePayments(deps) };
    await cancelAccountOrder(refundDeps, scope.accountId, order.id, scope.livemode);
  } else {
    await cancelDraft(db, campaign.id);
  }
};

/** A draft becomes cancelled, by the customer; checked again under the row lock in case it was just paid. */
function cancelDraft(db: Db, campaignId: string): Promise<void> {
  return withActor(db, 'customer', async (tx) => {
    const row = await lockCampaign(tx, campaignId);
    if (row?.status !== 'draft' || (await findPaidOrder(tx, campaignId))) throw conflict(NOT_CANCELLABLE);
    await cancelCampaignRow(tx, campaignId);
    await emitCampaignStatusChanges(tx, campaignId);
  });
}
