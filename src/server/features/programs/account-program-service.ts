import { createHash } from 'node:crypto';
import { addCalendarDays, todayIn } from '../../../shared/delivery-date';
import { cardBackToSvg } from '../../../shared/handwriting/card-back-svg';
import { PROOF_DRAWING_VERSION } from '../../../shared/handwriting/drawing-version';
import { loadStrokeFont } from '../../../shared/handwriting/load-font';
import { seedFor } from '../../../shared/handwriting/seed';
import {
  PROGRAM_MESSAGES,
  type TCreateProgram,
  type TProgram,
  type TUpcoming,
  type TUpcomingNoteRef,
  type TUpdateProgram,
} from '../../../shared/programs/program-schemas';
import { parseTypedDate } from '../../../shared/programs/typed-date';
import { renderProof } from '../../../shared/proof-render';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { findTemplate } from '../campaigns/campaign-store';
import { backLayoutFor } from '../catalog/back-layout-store';
import { naturalnessOf, styleOf } from '../note-check/note-check';
import { findSavedCard } from '../saved-cards/saved-card-store';
import { findSavedList, listSavedContactRows, type SavedContactRow } from '../saved-lists/saved-list-store';
import * as store from './account-program-store';
import type { PlanContact, ProgramRules } from './plan-sends';
import { monthCosts, monthsFrom, tooCloseThisYear, upcomingNotes } from './program-upcoming';

type ProgramOwner = store.ProgramOwner;

/** A refused program field: the account page shows the message; /v1 also names the field (`param`). */
const fieldError = (field: keyof TCreateProgram, message: string) => badRequest(message, field);

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
  db: Db,
  owner: ProgramOwner,
  id: string,
  now = new Date(),
): Promise<TProgram> {
  return toProgram(db, await ownProgram(db, owner, id), now);
}

/**
 * A new program on one of the account's lists; it runs from the day after "yesterday or the day before start".
 * A test-mode program (made with a test API key) is never charged, so it needs no saved card.
 */
export async function createProgram(
  db: Db,
  owner: ProgramOwner,
  input: TCreateProgram,
  now = new Date(),
): Promise<TProgram> {
  await requireCard(db, owner);
  await checkList(db, owner.accountId, input.savedListId, input.dateColumn);
  const template = await checkDesign(db, input.templateId, input.selectedVariantId);
  const today = todayIn(input.timeZone, now);
  const startDate = input.startDate ?? today;
  if (input.endDate && input.endDate < startDate)
    throw fieldError('endDate', PROGRAM_MESSAGES.endBeforeStart);
  const row = await store.insertProgram(db, {
    accountId: owner.accountId,
    livemode: owner.livemode,
    name: input.name,
    savedListId: input.savedListId,
    dateColumn: input.dateColumn,
    arriveDaysBefore: input.arriveDaysBefore,
    recurrence: input.recurrence,
    timeZone: input.timeZone,
    startDate,
    endDate: input.endDate,
    monthlyCap: input.monthlyCap,
    message: input.message,
    handwritingStyle: input.handwritingStyle,
    naturalness: input.naturalness,
    designSource: 'template',
    templateId: template.id,
    templateName: template.name,
    selectedVariantId: input.selectedVariantId,
    contactFields: input.contactFields,
    lastRunDate: firstLastRunDate(startDate, today),
  });
  return getProgram(db, owner, row.id, now);
}

/**
 * Any field; `status` pauses or resumes. Resuming needs a saved card, clears why it was paused and moves the
 * scheduler's last day to yesterday, so the days it was paused are not written late.
 */
export async function updateProgram(
  db: Db,
  owner: ProgramOwner,
  id: string,
  input: TUpdateProgram,
  now = new Date(),
): Promise<TProgram> {
  await db.transaction(async (tx) => {
    const { program } = await ownProgram(tx, owner, id);
    await store.lockProgram(tx, program.id);
    const merged = { ...program, ...definedOf(input) };
    if (merged.endDate && merged.endDate < merged.startDate)
      throw fieldError('endDate', PROGRAM_MESSAGES.endBeforeStart);
    if (input.savedListId !== undefined || input.dateColumn !== undefined) {
      if (!merged.savedListId) throw fieldError('savedListId', PROGRAM_MESSAGES.listRequired);
      await checkList(tx, owner.accountId, merged.savedListId, merged.dateColumn);
    }
    const changes: Partial<store.ProgramInsert> = { ...definedOf(input) };
    delete changes.status;
    if (input.templateId !== undefined || input.selectedVariantId !== undefined) {
      const template = await checkDesign(tx, merged.templateId, merged.selectedVariantId);
      changes.templateName = template.name;
    }
    const today = todayIn(merged.timeZone, now);
    if (input.startDate !== undefined && input.startDate !== program.startDate) {
      changes.lastRunDate = firstLastRunDate(input.startDate, today, program.lastRunDate);
    }
    if (input.status === 'paused' && program.status !== 'paused') {
      changes.status = 'paused';
    } else if (input.status === 'active' && program.status !== 'active') {
      await requireCard(tx, owner);
      changes.status = 'active';
      changes.pausedReason = null;
      changes.lastRunDate = firstLastRunDate(merged.startDate, today, program.lastRunDate);
    }
    await store.updateProgramRow(tx, program.id, changes);
  });
  return getProgram(db, owner, id, now);
}

export async function deleteProgram(db: Db, owner: ProgramOwner, id: string): Promise<void> {
  const { program } = await ownProgram(db, owner, id);
  await store.deleteProgramRow(db, program.id);
}

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
  const upTo = shownTo > months[1]!.to ? shownTo : months[1]!.to;
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

export interface NoteProofSvg {
  etag: string;
  draw: () => Promise<string>;
}

/** One upcoming note's proof, drawn as the campaign proofs are; the seed is the program's and the note's. */
export async function noteProof(
  db: Db,
  owner: ProgramOwner,
  id: string,
  ref: TUpcomingNoteRef,
  now = new Date(),
): Promise<NoteProofSvg> {
  const { program } = await ownProgram(db, owner, id);
  const contacts = await contactRowsOf(db, program);
  const note = await findUpcoming(db, program, ref, now, contacts);
  const contact = note && contacts.find((c) => c.id === note.contactId);
  if (!note || !contact) throw notFound(PROGRAM_MESSAGES.noteNotFound);
  const customFields = { ...contact.customFields };
  if (note.years !== null) customFields.years = String(note.years);
  const style = styleOf(program);
  const input = {
    message: program.message,
    contact: {
      name: contact.name,
      address: contact.address1,
      address2: contact.address2,
      city: contact.city,
      state: contact.state,
      zipCode: contact.zip,
      customFields,
    },
    style,
    naturalness: naturalnessOf(program),
    seed: seedFor(program.id, `${note.contactKey}:${note.occurrence}`),
    layout: await backLayoutFor(db, program),
  };
  const etag = `"${createHash('sha256')
    .update(JSON.stringify([PROOF_DRAWING_VERSION, input]))
    .digest('base64url')
    .slice(0, 27)}"`;
  return {
    etag,
    draw: async () => {
      const proof = renderProof(input, await loadStrokeFont(style));
      return cardBackToSvg(proof.message, proof.address, proof.layout);
    },
  };
}

// ── helpers ────────────────────────────────────────────────────────────────────────────────────────────────

/** Another account's (or mode's) program answers exactly as one that does not exist: 404, never 403. */
async function ownProgram(db: DbOrTx, owner: ProgramOwner, id: string): Promise<store.ProgramWithList> {
  const found = await store.findProgram(db, owner, id);
  if (!found) throw notFound(PROGRAM_MESSAGES.notFound);
  return found;
}

/** Live programs are paid with the saved card; test-mode ones are never charged. */
async function requireCard(db: DbOrTx, owner: ProgramOwner): Promise<void> {
  if (!owner.livemode) return;
  if (!(await findSavedCard(db, owner.accountId))) throw badRequest(PROGRAM_MESSAGES.needsCard);
}

/** The list must be the account's, hold the column, and at least one of its rows a date we can read there. */
async function checkList(db: DbOrTx, accountId: string, listId: string, column: string): Promise<void> {
  const list = await findSavedList(db, accountId, listId);
  if (!list) throw notFound(PROGRAM_MESSAGES.listNotFound, 'savedListId');
  if (!list.columns.includes(column))
    throw fieldError('dateColumn', PROGRAM_MESSAGES.columnNotOnList(column));
  const contacts = await listSavedContactRows(db, list.id);
  if (columnsWithDates(contacts, [column]).length === 0) {
    throw fieldError('dateColumn', PROGRAM_MESSAGES.noReadableDates(column));
  }
}

/** The columns in which at least one contact has a date we can read: those a program can be driven by. */
export function columnsWithDates(
  contacts: ReadonlyArray<{ customFields: Record<string, string> }>,
  columns: readonly string[],
): string[] {
  return columns.filter((column) =>
    contacts.some((c) => {
      const value = c.customFields[column]?.trim();
      return Boolean(value && parseTypedDate(value));
    }),
  );
}

/** The design comes from the library: the template must exist and the colour be one of its own. */
async function checkDesign(db: DbOrTx, templateId: number | null, variant: string | null) {
  if (templateId === null) throw fieldError('templateId', PROGRAM_MESSAGES.templateRequired);
  const template = await findTemplate(db, templateId);
  if (!template)
    throw fieldError(
      'templateId',
      `Design template ${templateId} was not found. Please choose another design.`,
    );
  if (variant && !['Default', ...template.colorVariants.map((v) => v.name)].includes(variant)) {
    throw fieldError(
      'selectedVariantId',
      `The colour "${variant}" is not available for the design "${template.name}".`,
    );
  }
  return template;
}

/**
 * The scheduler starts the day after lastRunDate: the day before the start, or yesterday when the start has
 * passed (no note is written late for days before the program existed). A day already run stays run.
 */
function firstLastRunDate(startDate: string, today: string, alreadyRun?: string): string {
  const dayBeforeStart = addCalendarDays(startDate, -1);
  const yesterday = addCalendarDays(today, -1);
  let day = dayBeforeStart > yesterday ? dayBeforeStart : yesterday;
  if (alreadyRun && alreadyRun > day && alreadyRun <= today) day = alreadyRun;
  return day;
}

export function rulesOf(program: store.ProgramRow): ProgramRules & { monthlyCap: number | null } {
  return { ...program, recurrence: program.recurrence === 'once' ? 'once' : 'yearly' };
}

function definedOf<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

async function contactRowsOf(db: DbOrTx, program: store.ProgramRow): Promise<SavedContactRow[]> {
  return program.savedListId ? listSavedContactRows(db, program.savedListId) : [];
}

/** The note among the program's upcoming ones (the longest window the Upcoming list can show). */
async function findUpcoming(
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
  };
}
