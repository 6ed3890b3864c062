import { allForYear } from '@18f/us-federal-holidays';
import {
  ASAP_BUSINESS_DAYS,
  MAILED_AFTER_WRITING_BUSINESS_DAYS,
  PRODUCTION_LEAD_BUSINESS_DAYS,
  TRANSIT_BUSINESS_DAYS,
} from './delivery-lead-times';

/** Dates of the delivery rule (delivery-lead-times.ts): business days, the earliest date, the plan for a date. */

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

/** The later of two calendar days (YYYY-MM-DD strings sort as the days do). */
export function laterDay(a: string, b: string): string {
  return a > b ? a : b;
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

/** `day` moved by `count` business days (negative: back), skipping weekends and US federal holidays. */
export function addBusinessDays(day: string, count: number): string {
  const step = count < 0 ? -1 : 1;
  let moved = day;
  for (let left = Math.abs(count); left > 0; ) {
    moved = addCalendarDays(moved, step);
    if (isBusinessDay(moved)) left--;
  }
  return moved;
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

/**
 * 'As Soon As Possible': the first date the rule can keep for an order placed on `today` (the customer's
 * calendar date): reviewed, written and mailed within PRODUCTION_LEAD_BUSINESS_DAYS, then the slowest transit.
 */
export function earliestDeliveryDate(today: Date | string): string {
  return addBusinessDays(asCalendarDate(today), ASAP_BUSINESS_DAYS);
}

/** How the rule keeps a chosen delivery date (a business day): when the notes are written, mailed and arrive. */
export interface DeliveryPlan {
  writtenOn: string;
  mailedOn: string;
  arrives: { from: string; to: string };
}

export function deliveryPlan(deliveryDate: string): DeliveryPlan {
  const arriveBy = isBusinessDay(deliveryDate) ? deliveryDate : addBusinessDays(deliveryDate, -1);
  const mailedOn = addBusinessDays(arriveBy, -TRANSIT_BUSINESS_DAYS.max);
  return {
    writtenOn: addBusinessDays(mailedOn, -MAILED_AFTER_WRITING_BUSINESS_DAYS),
    mailedOn,
    arrives: { from: addBusinessDays(mailedOn, TRANSIT_BUSINESS_DAYS.min), to: arriveBy },
  };
}

/** Why a delivery date cannot be chosen (a readable sentence), or null when it can. */
export function deliveryDateProblem(date: string, today: Date | string): string | null {
  const day = parseCalendarDate(date);
  if (day === null) return 'Delivery date must be a date like 2026-12-01.';
  const earliest = earliestDeliveryDate(today);
  if (day < earliest) {
    return `The earliest delivery date is ${earliest}, ${ASAP_BUSINESS_DAYS} business days from today: we review, write and mail your notes within ${PRODUCTION_LEAD_BUSINESS_DAYS} business days, and USPS takes up to ${TRANSIT_BUSINESS_DAYS.max}. Choose ${earliest} or later.`;
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
