import { eq } from 'drizzle-orm';
import type { CampaignStatus, OrderStatus } from '../../../shared/statuses';
import { staffActor, withActor } from '../../db/actor';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { setCampaignStatus } from '../admin/campaigns/admin-campaign-store';
import { setOrderStatus } from '../admin/orders/admin-order-store';
import type { FulfilContext } from '../fulfilment/fulfil-context';
import { emitCampaignStatusChanges } from '../webhooks/campaign-events';
import { hasBeenInProduction } from './notes-progress-store';
import { enqueueStatusMail } from './status-mail';

/**
 * A staff member moves a campaign to a status (any from any, back-office.md §4). The history names them; the
 * customer hears when it first goes into production and when it is cancelled (a draft was never an order,
 * so its customer is not told). Returns whether a mail was queued (kick the dispatcher after commit).
 */
export function changeCampaignStatus(
  db: Db,
  input: { campaignId: string; status: CampaignStatus; staff: string },
  context: FulfilContext,
): Promise<{ mailed: boolean }> {
  return changeCampaignStatusAs(db, input, staffActor(input.staff), context);
}

/**
 * changeCampaignStatus for any actor of the status history: staff, or 'system' when a test campaign is
 * advanced through the API (POST /v1/test/campaigns/:id/advance).
 */
export function changeCampaignStatusAs(
  db: Db,
  input: { campaignId: string; status: CampaignStatus },
  actor: string,
  context: FulfilContext,
): Promise<{ mailed: boolean }> {
  const { campaignId, status } = input;
  return withActor(db, actor, async (tx) => {
    const [current] = await tx
      .select({ status: campaigns.status })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId))
      .for('update');
    if (!current) throw notFound('Campaign not found.');
    const toldBefore = await hasBeenInProduction(tx, campaignId);
    await setCampaignStatus(tx, campaignId, status);
    await emitCampaignStatusChanges(tx, campaignId);
    if (current.status === status || current.status === 'draft') return { mailed: false };
    const event =
      status === 'processing' && !toldBefore ? 'in_production' : status === 'cancelled' ? 'cancelled' : null;
    if (!event) return { mailed: false };
    await enqueueStatusMail(tx, { campaignId, event }, context);
    return { mailed: true };
  });
}

/** A staff member sets an order's payment status; the history names them. */
export function changeOrderStatus(
  db: Db,
  input: { orderId: string; status: OrderStatus; staff: string },
): Promise<void> {
  return withActor(db, staffActor(input.staff), (tx) => setOrderStatus(tx, input.orderId, input.status));
}
