import { addCalendarDays, deliveryPlan, isBusinessDay } from '../delivery-date';
import { MAILED_AFTER_WRITING_BUSINESS_DAYS } from '../delivery-lead-times';
import { occurrenceIn, type TypedDate } from './typed-date';

/** Notes are written the business day before they are mailed: the delivery rule's (delivery-date.ts). */
export const PRODUCTION_BUSINESS_DAYS = MAILED_AFTER_WRITING_BUSINESS_DAYS;
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
 * (on the last business day up to then); the delivery rule (deliveryPlan) mails it the slowest transit
 * earlier and writes it the business day before that. Business days skip weekends and US federal holidays.
 */
export function scheduleFor(occurrence: string, arriveDaysBefore: number): SendSchedule {
  let arriveBy = addCalendarDays(occurrence, -arriveDaysBefore);
  while (!isBusinessDay(arriveBy)) arriveBy = addCalendarDays(arriveBy, -1);
  // A program's note needs no review: the rule's plan for that arrival date.
  return { occurrence, ...deliveryPlan(arriveBy) };
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
