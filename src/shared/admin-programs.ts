/** The back office's Programs tab and the scheduler's operations call (issue 13 §5). */
import { z } from 'zod';
import { pageOf, statusFilter, ZListQueryShape } from './admin-list';
import { parseCalendarDate } from './delivery-date';
import { PROGRAM_RECURRENCES, PROGRAM_STATUSES } from './programs/program-schemas';

/** Days of notes the list shows per program, ending on the last day the scheduler finished for it. */
export const PROGRAM_HISTORY_DAYS = 14;

export const AS_OF_MESSAGE = 'asOf must be a date like 2026-12-01.';

/** `{ asOf }`: the day a pass treats as every program's today (YYYY-MM-DD, a real date). */
export const ZSchedulerRunSchema = z.object({
  asOf: z
    .string({ message: AS_OF_MESSAGE })
    .trim()
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseCalendarDate(value) === value,
      AS_OF_MESSAGE,
    ),
});

/**
 * A pass never runs ahead of its day (issue 22 §6): it would charge saved cards and start notes early. `asOf`
 * may be any day up to the latest today on Earth (UTC+14, where a day begins first); each program then runs up
 * to the earlier of `asOf` and its own local today. Answers the refusal, or null when the day may run.
 */
export function futureAsOfProblem(asOf: string, now: Date): string | null {
  if (asOf <= latestTodayAnywhere(now)) return null;
  const utcToday = now.toISOString().slice(0, 10);
  return `The scheduler cannot run as of ${asOf}: that day has not begun yet (today is ${utcToday} in UTC). A pass never runs ahead of its day, because it would charge saved cards and start notes early; nothing was charged or created. Choose today or an earlier day.`;
}

/** The calendar date at UTC+14 (Kiritimati), the first place each day begins. */
export function latestTodayAnywhere(now: Date): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

/** What one pass did: notes created (in paid or charging campaigns), notes skipped, notes held. */
export const ZSchedulerCountsSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  held: z.number().int(),
});
export type TSchedulerCounts = z.infer<typeof ZSchedulerCountsSchema>;

/** One day of a program's notes: those created for writing, and those held (not writable). */
const ZProgramDaySchema = z.object({
  date: z.string(),
  notes: z.number().int(),
  held: z.number().int(),
});

const ZAdminProgramSchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerEmail: z.string(),
  status: z.enum(PROGRAM_STATUSES),
  /** Why the program is paused (a declined card, a deleted list); null when active or paused by its owner. */
  pausedReason: z.string().nullable(),
  recurrence: z.enum(PROGRAM_RECURRENCES),
  timeZone: z.string(),
  dateColumn: z.string(),
  /** The last local day the scheduler finished for this program. */
  lastRunDate: z.string(),
  /** The next day a note is due to be written; null when paused, ended or nothing is due within a year. */
  nextRun: z.string().nullable(),
  /** Days with notes in the PROGRAM_HISTORY_DAYS up to lastRunDate, oldest first. */
  days: z.array(ZProgramDaySchema),
  createdAt: z.string(),
});
export type TAdminProgram = z.infer<typeof ZAdminProgramSchema>;

/** `q` matches the program's name or its owner's e-mail; `status` filters active or paused. */
export const ZAdminProgramListQuerySchema = z.object({
  ...ZListQueryShape,
  status: statusFilter(PROGRAM_STATUSES),
});
export type TAdminProgramListQuery = z.output<typeof ZAdminProgramListQuerySchema>;

export const ZAdminProgramPageSchema = pageOf(ZAdminProgramSchema);
export type TAdminProgramPage = z.infer<typeof ZAdminProgramPageSchema>;
