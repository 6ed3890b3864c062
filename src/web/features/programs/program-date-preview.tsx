import { CalendarClock } from 'lucide-react';
import { useId, useMemo } from 'react';
import { todayIn } from '../../../shared/delivery-date';
import type { TProgramBookingQueryInput } from '../../../shared/duplicate-booking-schemas';
import { typedDateProblems } from '../../../shared/programs/typed-date-problems';
import type { TSavedContact } from '../../../shared/saved-lists';
import { ProgramBookingWarning } from './program-booking-warning';
import { exampleSchedule, formatDay } from './program-dates';

/**
 * What the chosen date column means: when the first readable row's note is written, mailed and arrives, the
 * notes already booked for the same people, and the rows whose dates cannot be read.
 */
export function ProgramDatePreview({
  contacts,
  dateColumn,
  arriveDaysBefore,
  timeZone,
  bookingQuery,
}: {
  contacts: readonly TSavedContact[];
  dateColumn: string;
  arriveDaysBefore: number;
  timeZone: string;
  bookingQuery: TProgramBookingQueryInput | null;
}) {
  const id = useId();
  const problems = useMemo(
    () =>
      dateColumn
        ? typedDateProblems(
            contacts.map((c) => ({ customFields: { [dateColumn]: c.customFields[dateColumn] ?? '' } })),
            contacts.map((_, i) => `Row ${i + 1}`),
          )
        : [],
    [contacts, dateColumn],
  );
  const example = useMemo(() => {
    const today = todayIn(timeZone);
    for (const c of contacts) {
      const typed = c.customFields[dateColumn];
      const schedule = typed ? exampleSchedule(typed, arriveDaysBefore || 0, today) : null;
      if (typed && schedule) return { name: c.name, typed, schedule };
    }
    return null;
  }, [contacts, dateColumn, arriveDaysBefore, timeZone]);

  if (!dateColumn) return null;
  return (
    <>
      <div role="status" className="grid gap-3">
        <div className="rounded-xl bg-sand p-4 text-sm text-ink-900">
          {example ? (
            <p className="flex gap-2">
              <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
              <span>
                For {example.name} ({example.typed}): written on {formatDay(example.schedule.writtenOn, true)}
                , mailed on {formatDay(example.schedule.mailedOn, true)}, arrives around{' '}
                {formatDay(example.schedule.arrives.from)} – {formatDay(example.schedule.arrives.to, true)}.
              </span>
            </p>
          ) : (
            <p>No row of this column holds a date we can read.</p>
          )}
        </div>
        {bookingQuery ? <ProgramBookingWarning query={bookingQuery} /> : null}
      </div>
      {problems.length > 0 ? (
        <section aria-labelledby={id} className="rounded-xl border border-amber-200 bg-amber-50 p-4">
          <h3 id={id} className="text-sm font-semibold text-amber-900">
            {problems.length === 1 ? '1 date we cannot read' : `${problems.length} dates we cannot read`}{' '}
            (these contacts get no note until fixed)
          </h3>
          <ul className="mt-2 max-h-40 overflow-y-auto text-sm text-amber-900">
            {problems.slice(0, 50).map((p) => (
              <li key={p.row}>{p.message.replace(` (${dateColumn})`, '')}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
