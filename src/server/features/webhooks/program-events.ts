import type { DbOrTx } from '../../db/client';
import { findCampaignOwner } from '../campaigns/campaign-store';
import { v1Program } from '../v1-objects/v1-program-view';
import { emitEvent } from './emit-event';

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
    data: {
      object: await v1Program(tx, owner, input.programId),
      campaign_id: input.campaignId,
      run_date: input.runDate,
      notes: input.notes,
    },
  });
}
