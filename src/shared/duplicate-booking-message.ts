import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import type { BookedRecipient } from './duplicate-booking';

/** How many recipients the warning names before "and N more". */
export const NAMED_BOOKED_RECIPIENTS = 10;

/** "2030-03-12" → "March 12", with the year when it is not `year`'s. */
function day(date: string, year: string): string {
  return format(parseISO(date), date.startsWith(year) ? 'MMMM d' : 'MMMM d, yyyy');
}

function listed(parts: readonly string[], more: number): string {
  if (more > 0) return `${parts.join(', ')} and ${more} more`;
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * The warning shown where the customer decides (checkout, the program form), or null when nobody is booked
 * twice. A campaign's notes all arrive by one date (`arrives`); a program's arrive on each recipient's own
 * date (`arrives` null), so each name carries this program's date too. For example: "3 recipients already have
 * a note arriving within 15 days of March 12: Ana Ruiz (Spring Service Reminders, arrives March 10), …".
 */
export function duplicateBookingWarning(input: {
  days: number;
  arrives: string | null;
  recipients: readonly BookedRecipient[];
}): string | null {
  const { days, arrives, recipients } = input;
  if (recipients.length === 0) return null;
  const count = recipients.length;
  const who = count === 1 ? '1 recipient already has' : `${count} recipients already have`;
  const within = `within ${days} ${days === 1 ? 'day' : 'days'}`;
  const of = arrives ? day(arrives, arrives.slice(0, 4)) : 'their note from this program';
  const named = recipients.slice(0, NAMED_BOOKED_RECIPIENTS).map((r) => {
    const year = r.arrives.slice(0, 4);
    const booked = r.bookings.map((b) => `${b.source}, arrives ${day(b.arrives, year)}`);
    if (!arrives) booked.push(`this program's note arrives ${day(r.arrives, year)}`);
    return `${r.name} (${booked.join('; ')})`;
  });
  return `${who} a note arriving ${within} of ${of}: ${listed(named, count - named.length)}.`;
}
