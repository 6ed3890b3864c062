import { addDays, format, isValid, parseISO } from 'date-fns';

/** Delivery dates are calendar dates (YYYY-MM-DD), at least this many days after today (public-site.md §9). */
export const MIN_LEAD_DAYS = 7;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A Date's calendar date in the local time zone of whoever runs this (the browser: the customer's). */
export function toCalendarDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/**
 * 'YYYY-MM-DD' or an ISO timestamp → 'YYYY-MM-DD', or null when it is not a real date. A timestamp keeps the
 * date as written (its first ten characters): the builder's midnight is the customer's day, not UTC's.
 */
export function parseCalendarDate(value: string): string | null {
  const day = value.trim().slice(0, 10);
  if (!CALENDAR_DATE.test(day)) return null;
  const parsed = parseISO(day);
  return isValid(parsed) && toCalendarDate(parsed) === day ? day : null;
}

function asCalendarDate(today: Date | string): string {
  return typeof today === 'string' ? today : toCalendarDate(today);
}

/** 'As Soon As Possible': today + 7 days. */
export function earliestDeliveryDate(today: Date | string): string {
  return toCalendarDate(addDays(parseISO(asCalendarDate(today)), MIN_LEAD_DAYS));
}

export function isDeliveryDateAllowed(date: string, today: Date | string): boolean {
  const day = parseCalendarDate(date);
  return day !== null && day >= earliestDeliveryDate(today);
}

/**
 * The server's "today" for checking a customer's date: the calendar date at UTC−12, the earliest date in
 * effect anywhere. A customer in Hawaii choosing today + 7 at 8 pm is already a day later in UTC; checking
 * against UTC would refuse the date their own calendar offered.
 */
export function earliestTodayAnywhere(now: Date): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}
