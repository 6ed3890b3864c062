import { campaignStep } from '../../../shared/campaign-steps';
import { notesRangeLabel, progressRangeProblem, type TNotesProgress } from '../../../shared/notes-progress';
import { actAs, staffActor } from '../../db/actor';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import type { MailContext } from '../../lib/mail/mail-context';
import { loadCampaign, setCampaignStatus } from '../campaigns/campaign-store';
import { countNotesProgress, markNotes } from '../campaigns/notes-progress-store';
import { recordNotesProgress } from '../campaigns/status-history-store';
import { findPaidOrder } from '../orders/campaign-orders';
import { emitCampaignStatusChanges } from '../webhooks/campaign-events';
import { emitNotesProgress } from '../webhooks/note-events';
import { enqueueStatusMail } from './status-mail';

const NOT_PAID = 'Only paid campaigns can be marked written or mailed; this one has not been paid.';
const CANCELLED = 'This campaign is cancelled, so its notes cannot be marked written or mailed.';

/**
 * Staff mark notes written or mailed (issue 12 §3), in one transaction named after them: the notes, a
 * history row per stage with only the newly marked notes counted, a pending campaign moved into production
 * (the customer told, as `campaignStep` says), the campaign completed once every note is mailed, and for mailed notes one
 * e-mail with this batch's arrival window. A call that marks nothing new changes nothing and mails nothing.
 * Returns whether a mail was queued (the caller kicks the dispatcher after commit).
 */
export function markNotesProgress(
  db: Db,
  campaignId: string,
  input: TNotesProgress,
  staff: string,
  context: MailContext,
): Promise<{ mailed: boolean }> {
  return markNotesProgressAs(db, campaignId, input, staffActor(staff), context);
}

/**
 * markNotesProgress for any actor of the status history: staff, or 'system' when a test campaign is advanced
 * through the API (POST /v1/test/campaigns/:id/advance).
 */
export async function markNotesProgressAs(
  db: Db,
  campaignId: string,
  input: TNotesProgress,
  actor: string,
  context: MailContext,
): Promise<{ mailed: boolean }> {
  return db.transaction(async (tx) => {
    await actAs(tx, actor);
    const campaign = await loadCampaign(tx, campaignId, { forUpdate: true });
    if (campaign.status === 'cancelled') throw conflict(CANCELLED);
    if (!(await findPaidOrder(tx, campaignId))) throw conflict(NOT_PAID);

    const before = await countNotesProgress(tx, campaignId);
    const problem = progressRangeProblem(input, before.total);
    if (problem) throw badRequest(problem);
    const from = input.from ?? 1;
    const to = input.to ?? before.total;
    const range = { first: from - 1, last: to - 1 };

    const written = await markNotes(tx, campaignId, 'written', range);
    const mailed = input.stage === 'mailed' ? await markNotes(tx, campaignId, 'mailed', range) : [];
    if (written.length === 0 && mailed.length === 0) return { mailed: false };

    let queued = false;
    if (campaign.status === 'pending') {
      // A note written puts the campaign in production, as the shared rule steps it (and tells whom it says).
      const step = campaignStep('pending', 'processing', {
        paid: true,
        notes: await countNotesProgress(tx, campaignId),
      });
      if (step.allowed) {
        await setCampaignStatus(tx, campaignId, 'processing');
        if (step.notice) {
          await enqueueStatusMail(tx, { campaignId, event: step.notice }, context);
          queued = true;
        }
      }
    }
    for (const [status, positions] of [
      ['written', written],
      ['mailed', mailed],
    ] as const) {
      if (positions.length === 0) continue;
      await recordNotesProgress(tx, {
        campaignId,
        status,
        actor,
        detail: batchDetail(positions, before.total),
      });
    }
    if (mailed.length > 0) {
      const batch = { from: mailed[0]! + 1, to: mailed[mailed.length - 1]! + 1, total: before.total };
      await enqueueStatusMail(tx, { campaignId, event: 'mailed', batch }, context);
      queued = true;
      const after = await countNotesProgress(tx, campaignId);
      // Every note mailed completes it; the batch's e-mail above already told the customer.
      if (
        after.mailed === after.total &&
        campaign.status !== 'completed' &&
        campaignStep('processing', 'completed', { paid: true, notes: after }).allowed
      )
        await setCampaignStatus(tx, campaignId, 'completed');
    }
    await emitNotesProgress(tx, campaignId, 'written', written);
    await emitNotesProgress(tx, campaignId, 'mailed', mailed);
    await emitCampaignStatusChanges(tx, campaignId);
    return { mailed: queued };
  });
}

/** "Notes 11–50 of 200"; a batch with gaps (some already marked) says how many: "30 notes in 1–50 of 200". */
function batchDetail(positions: readonly number[], total: number): string {
  const first = positions[0]! + 1;
  const last = positions[positions.length - 1]! + 1;
  if (last - first + 1 === positions.length) return notesRangeLabel(first, last, total);
  return `${positions.length.toLocaleString('en-US')} notes in ${first}–${last} of ${total.toLocaleString('en-US')}`;
}
