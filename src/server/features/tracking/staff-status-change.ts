import { campaignStep, STEP_BACK_REASON_REQUIRED } from '../../../shared/campaign-steps';
import type { CampaignStatus, OrderStatus } from '../../../shared/statuses';
import { staffActor, withActor } from '../../db/actor';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { MailContext } from '../../lib/mail/mail-context';
import { lockCampaign, setCampaignStatus } from '../campaigns/campaign-store';
import { countNotesProgress } from '../campaigns/notes-progress-store';
import { findPaidOrder } from '../orders/campaign-orders';
import { setOrderStatus } from '../orders/order-store';
import { emitCampaignStatusChanges } from '../webhooks/campaign-events';
import { enqueueStatusMail } from './status-mail';

/**
 * A staff member moves a campaign a step the shared rule allows (`campaignStep`, campaign-steps.ts): forward
 * through the production steps, back with a reason, or cancelled. The history names them and carries the
 * reason; the customer is told what the rule says, by e-mail through the mail queue, in the same transaction.
 * Returns whether a mail was queued (kick the dispatcher after commit).
 */
export function changeCampaignStatus(
  db: Db,
  input: { campaignId: string; status: CampaignStatus; staff: string; reason?: string },
  context: MailContext,
): Promise<{ mailed: boolean }> {
  return changeCampaignStatusAs(db, input, staffActor(input.staff), context);
}

/**
 * changeCampaignStatus for any actor of the status history: staff, or 'system' when a test campaign is
 * advanced through the API (POST /v1/test/campaigns/:id/advance).
 */
export function changeCampaignStatusAs(
  db: Db,
  input: { campaignId: string; status: CampaignStatus; reason?: string },
  actor: string,
  context: MailContext,
): Promise<{ mailed: boolean }> {
  const { campaignId, status } = input;
  const reason = input.reason?.trim() || undefined;
  return withActor(
    db,
    actor,
    async (tx) => {
      const current = await lockCampaign(tx, campaignId);
      if (!current) throw notFound('Campaign not found.');
      const from = current.status;
      const facts = {
        paid: (await findPaidOrder(tx, campaignId)) !== undefined,
        notes: await countNotesProgress(tx, campaignId),
      };
      const step = campaignStep(from, status, facts);
      if (!step.allowed) throw conflict(step.problem);
      if (step.kind === 'same') return { mailed: false };
      if (step.needsReason && !reason) throw badRequest(STEP_BACK_REASON_REQUIRED);
      await setCampaignStatus(tx, campaignId, status);
      await emitCampaignStatusChanges(tx, campaignId);
      if (!step.notice) return { mailed: false };
      await enqueueStatusMail(tx, { campaignId, event: step.notice, reason }, context);
      return { mailed: true };
    },
    reason,
  );
}

/** A staff member sets an order's payment status; the history names them. */
export function changeOrderStatus(
  db: Db,
  input: { orderId: string; status: OrderStatus; staff: string },
): Promise<void> {
  return withActor(db, staffActor(input.staff), (tx) => setOrderStatus(tx, input.orderId, input.status));
}
