import { CalendarClock } from 'lucide-react';
import type { TProgramBookingQueryInput } from '../../../shared/duplicate-booking-schemas';
import { NoticePanel } from '../../components/ui/notice-panel';
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
    <NoticePanel
      size="sm"
      titleId="program-booked-title"
      icon={CalendarClock}
      title="Some contacts already have a note on the way"
    >
      <p className="mt-1 text-sm break-words text-amber-900">{warning}</p>
      <p className="mt-1 text-sm text-amber-900">
        You can still save the program; it writes to them as planned.
      </p>
    </NoticePanel>
  );
}
