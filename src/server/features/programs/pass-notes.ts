import { randomUUID } from 'node:crypto';
import { addBusinessDays, TRANSIT_BUSINESS_DAYS } from '../../../shared/arrival-window';
import type { TBackLayout } from '../../../shared/back-layout';
import type { TContact } from '../../../shared/contacts-csv';
import { isBusinessDay } from '../../../shared/delivery-date';
import { PRODUCTION_BUSINESS_DAYS } from '../../../shared/programs/send-schedule';
import { BLOCKING_WARNINGS } from '../../../shared/proofs';
import type { V1Metadata } from '../../../shared/v1-metadata';
import { contactFromStored } from '../../db/stored-contact';
import { checkNotes, noteSettings } from '../note-check/note-check';
import type { SavedContactRow } from '../saved-lists/saved-list-store';
import type { ProgramRow } from './pass-store';
import type { PlannedSend } from './plan-sends';

/** Why a note was recorded without being written (program_sends.reason; shown on the program's page). */
export const HOLD_REASONS = {
  paused: 'The program was paused on the day this note was due, so it was not written.',
  monthlyCap: (cap: number) =>
    `Monthly cap reached: at most ${cap} ${cap === 1 ? 'note is' : 'notes are'} written in a month.`,
  tooLate: (occurrence: string) =>
    `Too late to arrive by ${occurrence}: the scheduler did not run on the day this note was due.`,
  unwritable: (problems: string) => `This note cannot be written: ${problems}`,
} as const;

/** A note going into today's campaign: its recipient (with a fresh contact id) and when it was due. */
export interface DueNote {
  send: PlannedSend;
  contact: TContact & { id: string; metadata: V1Metadata };
  /** When it should arrive: the plan's, or later for a note written late after an outage. */
  arrivesBy: string;
}

export interface HeldNote {
  send: PlannedSend;
  reason: string;
}

/** The last day a note written on `day` (or the next business day) should be in the mailbox. */
function latestArrivalIfWrittenOn(day: string): string {
  let writing = day;
  while (!isBusinessDay(writing)) writing = addBusinessDays(writing, 1);
  return addBusinessDays(addBusinessDays(writing, PRODUCTION_BUSINESS_DAYS), TRANSIT_BUSINESS_DAYS.max);
}

/**
 * The saved contact as the campaign stores it, `{{years}}` filled when the list gave a year; its metadata (a
 * CRM id set through /v1) goes with it, so the note's recipient is found by it too.
 */
function campaignContactOf(
  contact: SavedContactRow,
  send: PlannedSend,
): TContact & { id: string; metadata: V1Metadata } {
  return {
    id: randomUUID(),
    metadata: contact.metadata,
    ...contactFromStored(contact),
    customFields:
      send.years === null ? contact.customFields : { ...contact.customFields, years: String(send.years) },
  };
}

/**
 * Decides each new note of a day: held when a missed day makes it too late to arrive by its date, when the pen
 * cannot write it (the same render and checks as the proofs and the upload page, with the seed of the campaign
 * it will be written in), or past the monthly cap; else due today. `writtenThisMonth` counts the program's
 * notes already written this calendar month.
 */
export async function sortNotes(input: {
  program: ProgramRow;
  campaignId: string;
  today: string;
  sends: readonly PlannedSend[];
  contactsById: ReadonlyMap<string, SavedContactRow>;
  writtenThisMonth: number;
  /** The program's card back (`backLayoutFor`): where its notes are written. */
  layout: TBackLayout;
}): Promise<{ due: DueNote[]; held: HeldNote[] }> {
  const held: HeldNote[] = [];
  const candidates: DueNote[] = [];
  const lateArrival = latestArrivalIfWrittenOn(input.today);
  for (const send of input.sends) {
    const late = send.schedule.writtenOn < input.today;
    if (late && lateArrival > send.schedule.occurrence) {
      held.push({ send, reason: HOLD_REASONS.tooLate(send.schedule.occurrence) });
      continue;
    }
    const contact = input.contactsById.get(send.contactId)!;
    candidates.push({
      send,
      contact: campaignContactOf(contact, send),
      arrivesBy: late ? lateArrival : send.schedule.arrives.to,
    });
  }

  const settings = noteSettings({ ...input.program, id: input.campaignId }, input.layout);
  const checked = await checkNotes(
    settings,
    candidates.map((c) => c.contact),
  );
  const writable: DueNote[] = [];
  for (const [i, note] of checked.entries()) {
    const blocking = note.warnings.filter((w) => BLOCKING_WARNINGS.includes(w.code));
    if (blocking.length > 0) {
      held.push({
        send: candidates[i]!.send,
        reason: HOLD_REASONS.unwritable(blocking.map((w) => w.message).join(' ')),
      });
    } else writable.push(candidates[i]!);
  }

  const cap = input.program.monthlyCap;
  const room = cap === null ? writable.length : Math.max(0, cap - input.writtenThisMonth);
  for (const note of writable.slice(room))
    held.push({ send: note.send, reason: HOLD_REASONS.monthlyCap(cap!) });
  return { due: writable.slice(0, room), held };
}
