import { allForYear } from '@18f/us-federal-holidays';

/**
 * Delivery dates are calendar dates (YYYY-MM-DD) on a business day (Monday to Friday, not a US federal
 * holiday as observed), at least this many days after the customer's today (public-site.md §9; the FAQ's
 * "7–10 business days" is the usual span).
 */
export const MIN_LEAD_DAYS = 7;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

// A calendar date as a UTC midnight: day arithmetic and weekdays without the runtime's time zone or DST.
function utcMidnight(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addCalendarDays(day: string, days: number): string {
  const date = utcMidnight(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** A moment's calendar date in a time zone (IANA name; the customer's, e.g. 'America/Los_Angeles'). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The time zone of whoever runs this: in the browser, the customer's. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A Date's calendar date in the local time zone of whoever runs this (the browser: the customer's). */
export function toCalendarDate(date: Date): string {
  return todayIn(localTimeZone(), date);
}

/**
 * 'YYYY-MM-DD' or an ISO timestamp → 'YYYY-MM-DD', or null when it is not a real date. A timestamp keeps the
 * date as written (its first ten characters): the builder's midnight is the customer's day, not UTC's.
 */
export function parseCalendarDate(value: string): string | null {
  const day = value.trim().slice(0, 10);
  if (!CALENDAR_DATE.test(day)) return null;
  const parsed = utcMidnight(day);
  return !Number.isNaN(parsed.getTime()) && fromUtc(parsed) === day ? day : null;
}

export function isWeekend(day: string): boolean {
  const weekday = utcMidnight(day).getUTCDay();
  return weekday === 0 || weekday === 6;
}

// Observed dates (a Saturday holiday on the Friday before, a Sunday one on the Monday after) by year. A year's
// list includes the next New Year's Day, which is observed on December 31 when January 1 is a Saturday.
const holidaysByYear = new Map<number, Map<string, string>>();

function holidaysAround(year: number): Map<string, string> {
  let found = holidaysByYear.get(year);
  if (!found) {
    found = new Map();
    for (const y of [year, year + 1]) {
      for (const holiday of allForYear(y)) found.set(holiday.dateString, holiday.name);
    }
    holidaysByYear.set(year, found);
  }
  return found;
}

/** The US federal holiday observed on this date ("Thanksgiving Day"), or null. */
export function federalHoliday(day: string): string | null {
  return holidaysAround(Number(day.slice(0, 4))).get(day) ?? null;
}

export function isBusinessDay(day: string): boolean {
  return !isWeekend(day) && federalHoliday(day) === null;
}

/** The day itself when it is a business day, else the next one. */
export function nextBusinessDay(day: string): string {
  let next = day;
  while (!isBusinessDay(next)) next = addCalendarDays(next, 1);
  return next;
}

function asCalendarDate(today: Date | string): string {
  return typeof today === 'string' ? today : toCalendarDate(today);
}

/** 'As Soon As Possible': the first business day at least 7 days after today. */
export function earliestDeliveryDate(today: Date | string): string {
  return nextBusinessDay(addCalendarDays(asCalendarDate(today), MIN_LEAD_DAYS));
}

/** Why a delivery date cannot be chosen (a readable sentence), or null when it can. */
export function deliveryDateProblem(date: string, today: Date | string): string | null {
  const day = parseCalendarDate(date);
  if (day === null) return 'Delivery date must be a date like 2026-12-01.';
  const earliest = earliestDeliveryDate(today);
  if (day < earliest) {
    return `The delivery date must be at least ${MIN_LEAD_DAYS} days from today (${earliest} or later).`;
  }
  if (isWeekend(day)) {
    return `We deliver on business days only: ${day} is a ${weekdayName(day)}. Choose ${nextBusinessDay(day)} or another weekday.`;
  }
  const holiday = federalHoliday(day);
  if (holiday) {
    return `We deliver on business days only: ${day} is ${holiday}, a US federal holiday. Choose ${nextBusinessDay(day)} or another weekday.`;
  }
  return null;
}

export function isDeliveryDateAllowed(date: string, today: Date | string): boolean {
  return deliveryDateProblem(date, today) === null;
}

function weekdayName(day: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(utcMidnight(day));
}

/**
 * The server's "today" for checking a customer's date: the calendar date at UTC−12, the earliest date in
 * effect anywhere. A customer in Hawaii choosing today + 7 at 8 pm is already a day later in UTC; checking
 * against UTC would refuse the date their own calendar offered.
 */
export function earliestTodayAnywhere(now: Date): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}
