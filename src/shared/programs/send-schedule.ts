import { addBusinessDays, TRANSIT_BUSINESS_DAYS } from '../arrival-window';
import { addCalendarDays, isBusinessDay } from '../delivery-date';
import { occurrenceIn, type TypedDate } from './typed-date';

/** Notes are written the business day before they are mailed (the pen's production time). */
export const PRODUCTION_BUSINESS_DAYS = 1;
export const DEFAULT_ARRIVE_DAYS_BEFORE = 3;

/** When one occurrence's note is written, mailed and should arrive (calendar dates, YYYY-MM-DD). */
export interface SendSchedule {
  /** The date being marked that year (a birthday, an anniversary, a renewal). */
  occurrence: string;
  writtenOn: string;
  mailedOn: string;
  arrives: { from: string; to: string };
}

/**
 * Worked back from the date: the note should be in the mailbox `arriveDaysBefore` calendar days before it
 * (on the last business day up to then), so it is mailed the slowest transit earlier and written the
 * business day before that. Business days skip weekends and US federal holidays.
 */
export function scheduleFor(occurrence: string, arriveDaysBefore: number): SendSchedule {
  let arriveBy = addCalendarDays(occurrence, -arriveDaysBefore);
  while (!isBusinessDay(arriveBy)) arriveBy = addCalendarDays(arriveBy, -1);
  const mailedOn = addBusinessDays(arriveBy, -TRANSIT_BUSINESS_DAYS.max);
  return {
    occurrence,
    writtenOn: addBusinessDays(mailedOn, -PRODUCTION_BUSINESS_DAYS),
    mailedOn,
    arrives: { from: addBusinessDays(mailedOn, TRANSIT_BUSINESS_DAYS.min), to: arriveBy },
  };
}

/**
 * The yearly occurrences of `date` whose note is written in (after, upTo], oldest first. Years are tried
 * around the window because a January date's note is written in the December before.
 */
export function sendsWrittenBetween(
  date: TypedDate,
  window: { after: string; upTo: string },
  arriveDaysBefore: number,
): SendSchedule[] {
  const firstYear = Number(window.after.slice(0, 4));
  const lastYear = Number(window.upTo.slice(0, 4)) + 1;
  const found: SendSchedule[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    const schedule = scheduleFor(occurrenceIn(date, year), arriveDaysBefore);
    if (schedule.writtenOn > window.after && schedule.writtenOn <= window.upTo) found.push(schedule);
  }
  return found;
}
