import { DateTime } from 'luxon';

/**
 * A date as people type it in a spreadsheet column (issue 13 §2): the month and day always, the year when
 * it was written. Birthdays are often kept without a year.
 */
export interface TypedDate {
  month: number;
  day: number;
  year: number | null;
}

// Formats tried in order; luxon refuses impossible dates (2023-02-29, 13/01/2020) for each of them.
const WITH_YEAR = [
  'yyyy-MM-dd',
  'yyyy-M-d',
  'M/d/yyyy',
  'M/d/yy',
  'M-d-yyyy',
  'MMMM d yyyy',
  'MMM d yyyy',
  'd MMMM yyyy',
  'd MMM yyyy',
] as const;
const WITHOUT_YEAR = ['M/d', 'M-d', 'MMMM d', 'MMM d', 'd MMMM', 'd MMM'] as const;
// Parsed in a leap year, so 29 February without a year is a real date.
const LEAP_YEAR = 2000;

/** `'5 Mar 1980'`, `'03/05/1980'`, `'3/5/80'`, `'1980-03-05'`, `'03/05'`, `'March 5'` → month, day, year; else null. */
export function parseTypedDate(text: string): TypedDate | null {
  // "March 5, 1980" and "Mar. 5" read like "March 5 1980" and "Mar 5".
  const cleaned = text
    .trim()
    .replace(/,/g, ' ')
    .replace(/\.(?=\s)/g, '')
    .replace(/\s+/g, ' ');
  if (!cleaned) return null;
  for (const format of WITH_YEAR) {
    const parsed = DateTime.fromFormat(cleaned, format, { locale: 'en-US', zone: 'utc' });
    if (parsed.isValid)
      return { month: parsed.month, day: parsed.day, year: twoDigitYear(format, parsed.year) };
  }
  for (const format of WITHOUT_YEAR) {
    const parsed = DateTime.fromFormat(`${cleaned} ${LEAP_YEAR}`, `${format} yyyy`, {
      locale: 'en-US',
      zone: 'utc',
    });
    if (parsed.isValid) return { month: parsed.month, day: parsed.day, year: null };
  }
  return null;
}

/** `M/d/yy` years: '80 is 1980 and '05 is 2005, like spreadsheets (luxon's own pivot is 60 years). */
function twoDigitYear(format: string, year: number): number {
  if (!format.endsWith('yy') || format.endsWith('yyyy')) return year;
  return year % 100 <= 29 ? 2000 + (year % 100) : 1900 + (year % 100);
}

/** The date's anniversary in `year` (YYYY-MM-DD); 29 February falls on 28 February in other years. */
export function occurrenceIn(date: TypedDate, year: number): string {
  const leap = DateTime.utc(year).isInLeapYear;
  const day = date.month === 2 && date.day === 29 && !leap ? 28 : date.day;
  return DateTime.utc(year, date.month, day).toISODate()!;
}

/** Whole years from the typed date to its occurrence, for `{{years}}`; null when the year is unknown. */
export function yearsAt(date: TypedDate, occurrence: string): number | null {
  if (date.year === null) return null;
  return Number(occurrence.slice(0, 4)) - date.year;
}

/** The typed date as YYYY-MM-DD when it has a year, else `--MM-DD` (ISO 8601's form without a year). */
export function formatTypedDate(date: TypedDate): string {
  const md = `${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  return date.year === null ? `--${md}` : `${String(date.year).padStart(4, '0')}-${md}`;
}
