import { type SendSchedule, scheduleFor } from '../../../shared/programs/send-schedule';
import { occurrenceIn, parseTypedDate } from '../../../shared/programs/typed-date';

/** "Tue, Dec 1" for a calendar date (YYYY-MM-DD), read as that day wherever the browser is. */
export function formatDay(day: string, withYear = false): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

/** "December 2026" for "2026-12". */
export function formatMonth(month: string): string {
  return new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The schedule of the next note for a typed date, written after `today`; null when the date cannot be read. */
export function exampleSchedule(typed: string, arriveDaysBefore: number, today: string): SendSchedule | null {
  const date = parseTypedDate(typed);
  if (!date) return null;
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1, year + 2]) {
    const schedule = scheduleFor(occurrenceIn(date, y), arriveDaysBefore);
    if (schedule.writtenOn > today) return schedule;
  }
  return scheduleFor(occurrenceIn(date, year + 1), arriveDaysBefore);
}

/** The IANA time zones the browser knows, with the browser's own first. */
export function timeZoneOptions(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [current, ...all.filter((zone) => zone !== current)];
}
