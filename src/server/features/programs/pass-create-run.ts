import type { Tx } from '../../db/client';
import { insertCampaign } from '../campaigns/campaign-store';
import { recomputeTotals } from '../campaigns/campaign-totals';
import { replaceContactRows } from '../campaigns/contact-store';
import { emitProgramSendsCreated } from '../webhooks/program-events';
import type { DueNote } from './pass-notes';
import { insertRun, insertSends, linkSendsToRun, type ProgramRow, sendKey } from './pass-store';

/** The campaigns the scheduler makes: never edited at checkout and never expired as an abandoned draft. */
const PROGRAM_CAMPAIGN_SOURCE = 'program';

/**
 * Today's run of a program, inside the caller's transaction: the notes recorded under their exactly-once key
 * (only those this call inserted go on), one campaign with their recipients, priced by the checkout tiers, and
 * the run that the charge step picks up. Answers null when every note was taken already.
 */
export async function createDayRun(
  tx: Tx,
  input: { program: ProgramRow; campaignId: string; today: string; due: readonly DueNote[]; email: string },
): Promise<{ runId: string; notes: number } | null> {
  const { program, today } = input;
  const inserted = await insertSends(
    tx,
    input.due.map((n) => ({
      programId: program.id,
      contactKey: n.send.contactKey,
      occurrenceKey: n.send.occurrenceKey,
      occurrence: n.send.schedule.occurrence,
      writtenOn: today,
      contactName: n.send.contactName,
      status: 'scheduled',
    })),
  );
  if (inserted.length === 0) return null;
  const mine = new Set(inserted.map(sendKey));
  const notes = input.due.filter((n) => mine.has(sendKey(n.send)));

  await insertCampaign(tx, {
    id: input.campaignId,
    name: `${program.name} · ${today}`,
    message: program.message,
    handwritingStyle: program.handwritingStyle,
    naturalness: program.naturalness,
    stationeryType: program.stationeryType,
    designSource: program.designSource,
    templateId: program.templateId,
    templateName: program.templateName,
    selectedVariantId: program.selectedVariantId,
    contactFields: program.contactFields,
    frontDesignFileId: program.frontDesignFileId,
    backDesignFileId: program.backDesignFileId,
    logoFileId: program.logoFileId,
    // The campaign's date is when the last of its notes should have arrived.
    deliveryDate: notes
      .map((n) => n.arrivesBy)
      .sort()
      .at(-1),
    customerEmail: input.email,
    accountId: program.accountId,
    source: PROGRAM_CAMPAIGN_SOURCE,
    // A test-mode program makes test campaigns: never charged or produced, seen only by test keys.
    livemode: program.livemode,
    status: 'draft',
    // Its day's campaign (and so its order) carries the program's metadata: found by the CRM's id too.
    metadata: program.metadata,
  });
  await replaceContactRows(
    tx,
    input.campaignId,
    notes.map((n) => n.contact),
  );
  await recomputeTotals(tx, input.campaignId);
  const run = await insertRun(tx, { programId: program.id, runDate: today, campaignId: input.campaignId });
  await linkSendsToRun(
    tx,
    run.id,
    inserted.map((s) => s.id),
  );
  await emitProgramSendsCreated(tx, {
    programId: program.id,
    runId: run.id,
    campaignId: input.campaignId,
    runDate: today,
    notes: notes.length,
  });
  return { runId: run.id, notes: notes.length };
}
