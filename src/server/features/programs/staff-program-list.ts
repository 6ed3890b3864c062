import {
  PROGRAM_HISTORY_DAYS,
  type TAdminProgram,
  type TAdminProgramListQuery,
  type TAdminProgramPage,
} from '../../../shared/admin-programs';
import { addCalendarDays } from '../../../shared/delivery-date';
import type { DbOrTx } from '../../db/client';
import { listSavedContactRows } from '../saved-lists/saved-list-store';
import { planSends } from './plan-sends';
import {
  countNotesPerDay,
  pageStaffProgramRows,
  recordedKeysAfter,
  type StaffProgramRow,
} from './staff-program-store';

/** A yearly note comes round within a year, give or take the weekends and holidays its writing day moves by. */
const NEXT_RUN_HORIZON_DAYS = 400;

/**
 * The next day the scheduler will write one of this program's notes: the first planned note after the last day
 * it finished that is not already recorded (a skipped one). Null for paused programs and programs without a list.
 */
async function nextRunOf(db: DbOrTx, program: StaffProgramRow): Promise<string | null> {
  if (program.status !== 'active' || !program.savedListId) return null;
  const contacts = await listSavedContactRows(db, program.savedListId);
  const after = program.lastRunDate;
  const { sends } = planSends({ ...program, recurrence: program.recurrence }, contacts, {
    after,
    upTo: addCalendarDays(after, NEXT_RUN_HORIZON_DAYS),
  });
  const recorded = await recordedKeysAfter(db, program.id, after);
  const next = sends.find((send) => !recorded.has(`${send.contactKey}|${send.occurrenceKey}`));
  return next?.schedule.writtenOn ?? null;
}

/** The back office's page of programs: owner, status, next run and the notes of the last days. */
export async function listAdminProgramPage(
  db: DbOrTx,
  query: TAdminProgramListQuery,
): Promise<TAdminProgramPage> {
  const { rows, total } = await pageStaffProgramRows(db, query);
  const days = await countNotesPerDay(
    db,
    rows.map((r) => r.id),
    PROGRAM_HISTORY_DAYS,
  );
  const items: TAdminProgram[] = [];
  for (const row of rows) {
    items.push({
      id: row.id,
      name: row.name,
      ownerEmail: row.ownerEmail,
      status: row.status,
      pausedReason: row.status === 'paused' ? row.pausedReason : null,
      recurrence: row.recurrence,
      timeZone: row.timeZone,
      dateColumn: row.dateColumn,
      lastRunDate: row.lastRunDate,
      nextRun: await nextRunOf(db, row),
      days: days
        .filter((d) => d.programId === row.id)
        .map(({ date, notes, held }) => ({ date, notes: Number(notes), held: Number(held) })),
      createdAt: row.createdAt.toISOString(),
    });
  }
  return { items, total, page: query.page, pageSize: query.pageSize };
}
