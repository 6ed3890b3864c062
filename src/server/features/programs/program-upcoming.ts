import { addCalendarDays } from '../../../shared/delivery-date';
import { centsToDecimal } from '../../../shared/money';
import { CHECKOUT_TIERS, pricePerNoteCents } from '../../../shared/pricing';
import type {
  ProgramSendStatus,
  TMonthCost,
  TSkippedContact,
  TUpcomingNote,
} from '../../../shared/programs/program-schemas';
import { type PlanContact, type PlannedSend, type ProgramRules, planSends } from './plan-sends';

/** What is already recorded for a note under its exactly-once key. */
export interface RecordedSend {
  contactKey: string;
  occurrenceKey: string;
  status: ProgramSendStatus;
  writtenOn: string;
}

const keyOf = (contactKey: string, occurrenceKey: string) => `${contactKey}|${occurrenceKey}`;

/** First and last day of the month of `day`, and of the month after it. */
export function monthsFrom(day: string): Array<{ month: string; from: string; to: string }> {
  const first = `${day.slice(0, 7)}-01`;
  // Day 1 plus 31 days always falls in the next month.
  const nextFirst = `${addCalendarDays(first, 31).slice(0, 7)}-01`;
  const afterNext = `${addCalendarDays(nextFirst, 31).slice(0, 7)}-01`;
  return [
    { month: first.slice(0, 7), from: first, to: addCalendarDays(nextFirst, -1) },
    { month: nextFirst.slice(0, 7), from: nextFirst, to: addCalendarDays(afterNext, -1) },
  ];
}

/**
 * The program's notes written in (today, upTo] with what is recorded for each: 'due' when nothing is, else the
 * recorded status (a skip shows as skipped). Notes past the monthly cap are 'over_cap' in the estimate only:
 * the cap counts notes already written that month, then the due ones in writing order.
 */
export function upcomingNotes(
  program: ProgramRules & { monthlyCap: number | null },
  contacts: readonly PlanContact[],
  recorded: readonly RecordedSend[],
  window: { today: string; upTo: string },
): {
  notes: Array<TUpcomingNote & { contactId: string }>;
  problems: ReturnType<typeof planSends>['problems'];
} {
  const { sends, problems } = planSends(program, contacts, { after: window.today, upTo: window.upTo });
  const byKey = new Map(recorded.map((r) => [keyOf(r.contactKey, r.occurrenceKey), r.status]));
  const writtenPerMonth = new Map<string, number>();
  for (const r of recorded) {
    if (r.status !== 'scheduled' && r.status !== 'sent') continue;
    const month = r.writtenOn.slice(0, 7);
    writtenPerMonth.set(month, (writtenPerMonth.get(month) ?? 0) + 1);
  }
  const notes = sends.map((send): TUpcomingNote & { contactId: string } => {
    const status = byKey.get(keyOf(send.contactKey, send.occurrenceKey));
    return { ...toNote(send), status: status ?? 'due' };
  });
  if (program.monthlyCap !== null) {
    for (const note of notes) {
      if (note.status !== 'due') continue;
      const month = note.writtenOn.slice(0, 7);
      const used = writtenPerMonth.get(month) ?? 0;
      if (used >= program.monthlyCap) note.status = 'over_cap';
      else writtenPerMonth.set(month, used + 1);
    }
  }
  return { notes, problems };
}

/** How far back a date's writing day can lie from the date (arrive-by days, mailing and transit, weekends). */
const LOOK_BACK_DAYS = 60;

/**
 * Contacts whose date is coming (today or later, and after the program started) but whose note had to be
 * written before the program started: nobody writes them this time. Each is named with its next date.
 */
export function tooCloseThisYear(
  program: ProgramRules,
  contacts: readonly PlanContact[],
  today: string,
): TSkippedContact[] {
  const lookBack = addCalendarDays(today, -LOOK_BACK_DAYS);
  const unbounded = { ...program, startDate: lookBack };
  const missed = planSends(unbounded, contacts, { after: lookBack, upTo: today }).sends.filter(
    (send) =>
      send.schedule.writtenOn < program.startDate &&
      send.schedule.occurrence >= today &&
      send.schedule.occurrence >= program.startDate,
  );
  if (missed.length === 0) return [];
  const later = planSends(program, contacts, { after: today, upTo: addCalendarDays(today, 400) }).sends;
  return missed.map((send) => ({
    contactKey: send.contactKey,
    name: send.contactName,
    date: send.schedule.occurrence,
    writtenBy: send.schedule.writtenOn,
    reason: 'too_close' as const,
    nextOn: later.find((s) => s.contactKey === send.contactKey)?.schedule.occurrence ?? null,
  }));
}

function toNote(send: PlannedSend): Omit<TUpcomingNote, 'status'> & { contactId: string } {
  return {
    contactId: send.contactId,
    contactKey: send.contactKey,
    occurrence: send.occurrenceKey,
    name: send.contactName,
    date: send.schedule.occurrence,
    writtenOn: send.schedule.writtenOn,
    mailedOn: send.schedule.mailedOn,
    arrives: send.schedule.arrives,
    years: send.years,
  };
}

/**
 * What each month costs, as the scheduler charges it: one campaign per program per day, each priced by the
 * checkout tier of that day's batch. Counts the notes still due and those already written that month.
 */
export function monthCosts(
  months: ReadonlyArray<{ month: string; from: string; to: string }>,
  notes: ReadonlyArray<Pick<TUpcomingNote, 'writtenOn' | 'status'>>,
  written: ReadonlyArray<Pick<RecordedSend, 'writtenOn' | 'status'>>,
): TMonthCost[] {
  const perDay = new Map<string, number>();
  const add = (day: string) => perDay.set(day, (perDay.get(day) ?? 0) + 1);
  for (const note of notes) if (note.status === 'due') add(note.writtenOn);
  for (const row of written) if (row.status === 'scheduled' || row.status === 'sent') add(row.writtenOn);
  return months.map(({ month, from, to }) => {
    let count = 0;
    let cents = 0;
    for (const [day, n] of perDay) {
      if (day < from || day > to) continue;
      count += n;
      cents += n * pricePerNoteCents(n, CHECKOUT_TIERS);
    }
    return { month, notes: count, total: centsToDecimal(cents) };
  });
}
