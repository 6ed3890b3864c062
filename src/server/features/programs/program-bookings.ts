import { addCalendarDays, todayIn } from '../../../shared/delivery-date';
import { type BookedNote, type PlannedNote, recipientKey } from '../../../shared/duplicate-booking';
import type { TProgramBookingQuery } from '../../../shared/duplicate-booking-schemas';
import { PROGRAM_MESSAGES } from '../../../shared/programs/program-schemas';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findSavedList, listSavedContactRows } from '../saved-lists/saved-list-store';
import { listProgramRows, listSendRows, type ProgramOwner } from './account-program-store';
import { planSends } from './plan-sends';
import { rulesOf } from './program-lookup';
import { upcomingNotes } from './program-upcoming';

/** Programs' side of the duplicate-booking check (issue 22 §7): the notes they will write and when they arrive. */

/** How far ahead a program's notes are checked: a yearly program writes each contact's note once a year. */
const HORIZON_DAYS = 366;

/**
 * The notes a program set up as the form says would write within a year, each with the day it arrives by
 * (the scheduler's first day is today in the program's time zone). Another account's list is 404.
 */
export async function plannedProgramNotes(
  db: DbOrTx,
  accountId: string,
  query: TProgramBookingQuery,
  now: Date,
): Promise<PlannedNote[]> {
  const list = await findSavedList(db, accountId, query.savedListId);
  if (!list) throw notFound(PROGRAM_MESSAGES.listNotFound, 'savedListId');
  const contacts = await listSavedContactRows(db, list.id);
  const today = todayIn(query.timeZone, now);
  const rules = {
    dateColumn: query.dateColumn,
    arriveDaysBefore: query.arriveDaysBefore,
    recurrence: query.recurrence,
    startDate: query.startDate ?? today,
    endDate: query.endDate ?? null,
  };
  const byId = new Map(contacts.map((c) => [c.id, c]));
  const window = { after: addCalendarDays(today, -1), upTo: addCalendarDays(today, HORIZON_DAYS) };
  return planSends(rules, contacts, window).sends.map((send) => ({
    key: recipientKey(byId.get(send.contactId)!),
    name: send.contactName,
    arrives: send.schedule.arrives.to,
  }));
}

/**
 * The notes the owner's active programs (but `exceptProgramId`) will still write that arrive in [from, to]:
 * those due after the scheduler's last day. Skipped, held and over-cap notes are not booked; notes already
 * written are campaigns, which the campaigns' side counts once paid.
 */
export async function programBookings(
  db: DbOrTx,
  owner: ProgramOwner,
  range: { from: string; to: string },
  exceptProgramId: string | null,
): Promise<BookedNote[]> {
  const found: BookedNote[] = [];
  for (const { program } of await listProgramRows(db, owner)) {
    if (program.id === exceptProgramId || program.status !== 'active' || !program.savedListId) continue;
    // A note arrives after it is written: none arriving by `to` is written after it.
    if (range.to <= program.lastRunDate) continue;
    const contacts = await listSavedContactRows(db, program.savedListId);
    // From the first of the month, so the monthly cap counts the notes written earlier that month.
    const recorded = await listSendRows(db, program.id, {
      from: `${program.lastRunDate.slice(0, 7)}-01`,
      to: range.to,
    });
    const { notes } = upcomingNotes(rulesOf(program), contacts, recorded, {
      today: program.lastRunDate,
      upTo: range.to,
    });
    const byId = new Map(contacts.map((c) => [c.id, c]));
    for (const note of notes) {
      if (note.status !== 'due' || note.arrives.to < range.from || note.arrives.to > range.to) continue;
      found.push({
        key: recipientKey(byId.get(note.contactId)!),
        source: program.name,
        arrives: note.arrives.to,
      });
    }
  }
  return found;
}
