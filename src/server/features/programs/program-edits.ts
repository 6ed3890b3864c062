import { addCalendarDays, laterDay, todayIn } from '../../../shared/delivery-date';
import {
  PROGRAM_MESSAGES,
  type TCreateProgram,
  type TProgram,
  type TUpdateProgram,
} from '../../../shared/programs/program-schemas';
import type { V1Metadata } from '../../../shared/v1-metadata';
import type { Db } from '../../db/client';
import { mergedMetadata } from '../../lib/metadata-merge';
import * as store from './account-program-store';
import { checkDesign, checkList, fieldError, requireCard } from './program-checks';
import { ownProgram } from './program-lookup';
import { getProgram } from './program-view';

type ProgramOwner = store.ProgramOwner;

/** What only /v1 sets on a program: the integrator's metadata (merged into the stored keys on an update). */
interface ProgramTags {
  metadata?: V1Metadata;
}

/**
 * A new program on one of the account's lists; it runs from the day after "yesterday or the day before start".
 * A test-mode program (made with a test API key) is never charged, so it needs no saved card.
 */
export async function createProgram(
  db: Db,
  owner: ProgramOwner,
  input: TCreateProgram & ProgramTags,
  now = new Date(),
): Promise<TProgram> {
  await requireCard(db, owner);
  await checkList(db, owner, input.savedListId, input.dateColumn);
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
    metadata: input.metadata ?? {},
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
  { metadata, ...input }: TUpdateProgram & ProgramTags,
  now = new Date(),
): Promise<TProgram> {
  await db.transaction(async (tx) => {
    // Read again under the lock: a concurrent edit's metadata merges into what it committed, never lost.
    await store.lockProgram(tx, (await ownProgram(tx, owner, id)).program.id);
    const { program } = await ownProgram(tx, owner, id);
    const merged = { ...program, ...definedOf(input) };
    if (merged.endDate && merged.endDate < merged.startDate)
      throw fieldError('endDate', PROGRAM_MESSAGES.endBeforeStart);
    if (input.savedListId !== undefined || input.dateColumn !== undefined) {
      if (!merged.savedListId) throw fieldError('savedListId', PROGRAM_MESSAGES.listRequired);
      await checkList(tx, owner, merged.savedListId, merged.dateColumn);
    }
    const changes: Partial<store.ProgramInsert> = { ...definedOf(input) };
    delete changes.status;
    if (metadata) changes.metadata = mergedMetadata(program.metadata, metadata);
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
 * The scheduler starts the day after lastRunDate: the day before the start, or yesterday when the start has
 * passed (no note is written late for days before the program existed). A day already run stays run.
 */
function firstLastRunDate(startDate: string, today: string, alreadyRun?: string): string {
  const dayBeforeStart = addCalendarDays(startDate, -1);
  const yesterday = addCalendarDays(today, -1);
  let day = laterDay(dayBeforeStart, yesterday);
  if (alreadyRun && alreadyRun > day && alreadyRun <= today) day = alreadyRun;
  return day;
}

/** The fields the edit sets: an absent one leaves the program's as it is. */
function definedOf<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}
