import { addCalendarDays, laterDay, todayIn } from '../../../shared/delivery-date';
import {
  PROGRAM_MESSAGES,
  type TUpcoming,
  type TUpcomingNoteRef,
} from '../../../shared/programs/program-schemas';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import * as store from './account-program-store';
import type { PlanContact } from './plan-sends';
import { contactRowsOf, ownProgram, rulesOf } from './program-lookup';
import { monthCosts, monthsFrom, tooCloseThisYear, upcomingNotes } from './program-upcoming';

type ProgramOwner = store.ProgramOwner;

/**
 * The next `days` days of notes (the program's time zone), with the estimate of this month and next: notes
 * are planned through the end of next month for the costs, then cut to `days` for the list.
 */
export async function upcoming(
  db: Db,
  owner: ProgramOwner,
  id: string,
  days: number,
  now = new Date(),
): Promise<TUpcoming> {
  const found = await ownProgram(db, owner, id);
  const { program } = found;
  const today = todayIn(program.timeZone, now);
  const months = monthsFrom(today);
  const shownTo = addCalendarDays(today, days);
  const upTo = laterDay(shownTo, months[1]!.to);
  const contacts = await contactRowsOf(db, program);
  const recorded = await store.listSendRows(db, program.id, { from: months[0]!.from, to: upTo });
  const { notes, problems } = upcomingNotes(rulesOf(program), contacts, recorded, { today, upTo });
  const writtenSoFar = recorded.filter((r) => r.writtenOn <= today);
  return {
    today,
    days,
    notes: notes.filter((n) => n.writtenOn <= shownTo).map(({ contactId: _, ...note }) => note),
    costs: monthCosts(months, notes, writtenSoFar),
    dateProblems: problems.map(({ row, name, value }) => ({ row, name, value })),
    skipped: tooCloseThisYear(rulesOf(program), contacts, today),
  };
}

/** Skips one upcoming note: a 'skipped' row under its exactly-once key, which the scheduler then passes by. */
export async function skipNote(
  db: Db,
  owner: ProgramOwner,
  id: string,
  ref: TUpcomingNoteRef,
  now = new Date(),
): Promise<{ contactKey: string; occurrence: string; status: 'skipped' }> {
  const { program } = await ownProgram(db, owner, id);
  const note = await findUpcoming(db, program, ref, now);
  if (!note) throw badRequest(PROGRAM_MESSAGES.skipNotUpcoming);
  const row = await store.insertSkip(db, {
    programId: program.id,
    contactKey: note.contactKey,
    occurrenceKey: note.occurrence,
    occurrence: note.date,
    writtenOn: note.writtenOn,
    contactName: note.name,
  });
  if (!row) {
    const existing = await store.findSendRow(db, program.id, note.contactKey, note.occurrence);
    if (existing?.status !== 'skipped') throw badRequest(PROGRAM_MESSAGES.alreadyRecorded);
  }
  return { contactKey: note.contactKey, occurrence: note.occurrence, status: 'skipped' };
}

/** Undoes a skip while the note is still to be written (tomorrow or later in the program's time zone). */
export async function unskipNote(
  db: Db,
  owner: ProgramOwner,
  id: string,
  ref: TUpcomingNoteRef,
  now = new Date(),
): Promise<void> {
  const { program } = await ownProgram(db, owner, id);
  const row = await store.findSendRow(db, program.id, ref.contactKey, ref.occurrence);
  if (row?.status !== 'skipped') throw notFound(PROGRAM_MESSAGES.skipNotFound);
  if (row.writtenOn <= todayIn(program.timeZone, now)) throw badRequest(PROGRAM_MESSAGES.skipNotUpcoming);
  await store.deleteSkip(db, program.id, ref.contactKey, ref.occurrence);
}

/** The note among the program's upcoming ones (the longest window the Upcoming list can show). */
export async function findUpcoming(
  db: DbOrTx,
  program: store.ProgramRow,
  ref: TUpcomingNoteRef,
  now: Date,
  contacts?: readonly PlanContact[],
) {
  const today = todayIn(program.timeZone, now);
  const upTo = addCalendarDays(today, 400);
  const { notes } = upcomingNotes(rulesOf(program), contacts ?? (await contactRowsOf(db, program)), [], {
    today,
    upTo,
  });
  return notes.find((n) => n.contactKey === ref.contactKey && n.occurrence === ref.occurrence);
}
