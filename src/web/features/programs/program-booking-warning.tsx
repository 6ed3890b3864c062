import { CalendarClock } from 'lucide-react';
import type { TProgramBookingQueryInput } from '../../../shared/duplicate-booking-schemas';
import { useProgramBookedRecipients } from './programs-api';

/**
 * A warning, not a refusal: contacts of the chosen list whose note from this program would arrive near a note
 * they already have from this account (DUPLICATE_BOOKING_DAYS). Saving stays possible. Shown inside the form's
 * status region, so a warning that appears after a choice is announced.
 */
export function ProgramBookingWarning({ query }: { query: TProgramBookingQueryInput }) {
  const booked = useProgramBookedRecipients(query);
  const warning = booked.data?.warning;
  if (!warning) return null;
  return (
    <section
      aria-labelledby="program-booked-title"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <h3 id="program-booked-title" className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
        Some contacts already have a note on the way
      </h3>
      <p className="mt-1 text-sm break-words text-amber-900">{warning}</p>
      <p className="mt-1 text-sm text-amber-900">
        You can still save the program; it writes to them as planned.
      </p>
    </section>
  );
}
