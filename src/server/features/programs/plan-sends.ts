import { createHash } from 'node:crypto';
import { addCalendarDays } from '../../../shared/delivery-date';
import { type SendSchedule, scheduleFor, sendsWrittenBetween } from '../../../shared/programs/send-schedule';
import { occurrenceIn, parseTypedDate, yearsAt } from '../../../shared/programs/typed-date';

/** What the planner needs of a program. */
export interface ProgramRules {
  dateColumn: string;
  arriveDaysBefore: number;
  recurrence: 'yearly' | 'once';
  startDate: string;
  endDate: string | null;
}

/** What it needs of a saved contact (saved_list_contacts). */
export interface PlanContact {
  id: string;
  position: number;
  name: string;
  address1: string;
  zip: string;
  customFields: Record<string, string>;
}

export interface PlannedSend {
  contactId: string;
  contactKey: string;
  contactName: string;
  /** The occurrence's date for yearly programs, 'once' for one-time ones: the unique key's third part. */
  occurrenceKey: string;
  schedule: SendSchedule;
  /** Whole years since the typed date, for `{{years}}`; null when the list has no year. */
  years: number | null;
}

/** A contact whose date cell could not be read (reported per row, never guessed). */
export interface DateProblem {
  contactId: string;
  /** 1-based row of the list. */
  row: number;
  name: string;
  value: string;
}

/**
 * The person behind a contact, stable when the contact is removed and added again: name, first address
 * line and 5-digit ZIP, normalised. Part of the exactly-once key.
 */
export function contactKeyOf(contact: Pick<PlanContact, 'name' | 'address1' | 'zip'>): string {
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
  return createHash('sha256')
    .update(`${norm(contact.name)}|${norm(contact.address1)}|${contact.zip.trim().slice(0, 5)}`)
    .digest('hex');
}

/**
 * The notes of `contacts` to write on the days in (after, upTo], oldest first: yearly programs every
 * occurrence, one-time programs the first occurrence written on or after the start. Nothing is written
 * before the start date or for an occurrence after the end date.
 */
export function planSends(
  program: ProgramRules,
  contacts: readonly PlanContact[],
  window: { after: string; upTo: string },
): { sends: PlannedSend[]; problems: DateProblem[] } {
  const sends: PlannedSend[] = [];
  const problems: DateProblem[] = [];
  const dayBeforeStart = addCalendarDays(program.startDate, -1);
  // Calendar dates (YYYY-MM-DD) compare as text.
  const after = window.after.localeCompare(dayBeforeStart) > 0 ? window.after : dayBeforeStart;
  for (const contact of contacts) {
    const value = contact.customFields[program.dateColumn]?.trim() ?? '';
    if (!value) continue;
    const date = parseTypedDate(value);
    if (!date) {
      problems.push({ contactId: contact.id, row: contact.position + 1, name: contact.name, value });
      continue;
    }
    const schedules =
      program.recurrence === 'once'
        ? [firstScheduleFrom(date, program)].filter((s) => s.writtenOn > after && s.writtenOn <= window.upTo)
        : sendsWrittenBetween(date, { after, upTo: window.upTo }, program.arriveDaysBefore);
    for (const schedule of schedules) {
      if (program.endDate && schedule.occurrence > program.endDate) continue;
      sends.push({
        contactId: contact.id,
        contactKey: contactKeyOf(contact),
        contactName: contact.name,
        occurrenceKey: program.recurrence === 'once' ? 'once' : schedule.occurrence,
        schedule,
        years: yearsAt(date, schedule.occurrence),
      });
    }
  }
  sends.sort((a, b) => a.schedule.writtenOn.localeCompare(b.schedule.writtenOn));
  return { sends, problems };
}

/** A one-time program's occurrence: the first whose note is written on or after the start date. */
function firstScheduleFrom(
  date: NonNullable<ReturnType<typeof parseTypedDate>>,
  program: ProgramRules,
): SendSchedule {
  for (let year = Number(program.startDate.slice(0, 4)); ; year++) {
    const schedule = scheduleFor(occurrenceIn(date, year), program.arriveDaysBefore);
    if (schedule.writtenOn >= program.startDate) return schedule;
  }
}
