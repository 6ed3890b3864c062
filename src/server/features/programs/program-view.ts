import { addCalendarDays, todayIn } from '../../../shared/delivery-date';
import type { TProgram } from '../../../shared/programs/program-schemas';
import type { Db, DbOrTx } from '../../db/client';
import * as store from './account-program-store';
import { contactRowsOf, ownProgram, rulesOf } from './program-lookup';
import { monthsFrom, upcomingNotes } from './program-upcoming';

type ProgramOwner = store.ProgramOwner;

/** How far ahead the list's "next note" looks: a yearly program's next note is always within a year. */
const NEXT_NOTE_HORIZON_DAYS = 366;

export async function listPrograms(db: Db, owner: ProgramOwner, now = new Date()): Promise<TProgram[]> {
  return describePrograms(db, await store.listProgramRows(db, owner), now);
}

/** Programs as the account shows them (next note, notes this month), from rows the caller listed. */
export function describePrograms(
  db: Db,
  rows: readonly store.ProgramWithList[],
  now = new Date(),
): Promise<TProgram[]> {
  return Promise.all(rows.map((row) => toProgram(db, row, now)));
}

export async function getProgram(
  db: DbOrTx,
  owner: ProgramOwner,
  id: string,
  now = new Date(),
): Promise<TProgram> {
  return toProgram(db, await ownProgram(db, owner, id), now);
}

async function toProgram(
  db: DbOrTx,
  { program, listName }: store.ProgramWithList,
  now: Date,
): Promise<TProgram> {
  const today = todayIn(program.timeZone, now);
  const [month] = monthsFrom(today);
  const upTo = addCalendarDays(today, NEXT_NOTE_HORIZON_DAYS);
  const [contacts, recorded, written] = await Promise.all([
    contactRowsOf(db, program),
    store.listSendRows(db, program.id, { from: today, to: upTo }),
    store.countWrittenNotes(db, [program.id], { from: month!.from, to: month!.to }),
  ]);
  const { notes } = upcomingNotes({ ...rulesOf(program), monthlyCap: null }, contacts, recorded, {
    today,
    upTo,
  });
  return {
    id: program.id,
    name: program.name,
    savedListId: program.savedListId,
    savedListName: listName,
    dateColumn: program.dateColumn,
    arriveDaysBefore: program.arriveDaysBefore,
    recurrence: program.recurrence,
    templateId: program.templateId,
    templateName: program.templateName,
    selectedVariantId: program.selectedVariantId,
    message: program.message,
    handwritingStyle: program.handwritingStyle,
    naturalness: program.naturalness,
    contactFields: program.contactFields,
    timeZone: program.timeZone,
    startDate: program.startDate,
    endDate: program.endDate,
    monthlyCap: program.monthlyCap,
    status: program.status,
    pausedReason: program.pausedReason,
    nextNoteOn: notes.find((n) => n.status === 'due')?.writtenOn ?? null,
    notesThisMonth: written.get(program.id) ?? 0,
    createdAt: program.createdAt.toISOString(),
    metadata: program.metadata,
  };
}
