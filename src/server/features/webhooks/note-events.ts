import type { DbOrTx } from '../../db/client';
import { findCampaign } from '../campaigns/campaign-store';
import { listContactRowsAt } from '../campaigns/contact-store';
import { toV1Recipient } from '../v1-objects/v1-recipient-view';
import { emitEvents } from './emit-event';

/**
 * Notes newly marked written or mailed (0-based positions in the campaign's notes): one event per note, each
 * naming its recipient as `GET /v1/campaigns/{id}/recipients` lists it and the campaign, so a receiver can
 * update each CRM record it tied through metadata. A note reaches a stage once: its recipient is the cause.
 */
export async function emitNotesProgress(
  tx: DbOrTx,
  campaignId: string,
  stage: 'written' | 'mailed',
  positions: readonly number[],
): Promise<void> {
  if (positions.length === 0) return;
  const campaign = await findCampaign(tx, campaignId);
  const accountId = campaign?.accountId;
  if (!campaign || !accountId) return;
  const type = stage === 'written' ? 'note.written' : 'note.mailed';
  const recipients = await listContactRowsAt(tx, campaignId, positions);
  await emitEvents(
    tx,
    recipients.map((row) => ({
      accountId,
      livemode: campaign.livemode,
      type,
      sourceKey: `${type}:${row.id}`,
      data: { object: toV1Recipient(row, campaign), campaign_id: campaignId },
    })),
  );
}
