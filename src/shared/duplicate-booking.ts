import { arrivalWindow } from './arrival-window';
import { addCalendarDays, earliestDeliveryDate } from './delivery-date';
import { foldForSearch } from './search-fold';

/**
 * Issue 22 §7: a campaign or program whose recipients already have a note booked within N days
 * (DUPLICATE_BOOKING_DAYS) is flagged before the customer pays or saves. This file holds who counts as the same
 * recipient, when a note arrives, and which recipients match; duplicate-booking-message.ts words the warning.
 */
export const DUPLICATE_BOOKING_DAYS_DEFAULT = 15;
export const DUPLICATE_BOOKING_DAYS_MAX = 365;

export interface RecipientIdentity {
  name: string;
  address1: string;
  zip: string;
}

/** Case, accents, spaces and punctuation do not matter ("José  Núñez", "jose nunez"; "12 Main St." = "12 main st"). */
function fold(value: string): string {
  return foldForSearch(value)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The same recipient: the same name, first address line and 5-digit ZIP, compared as `fold` does. (The
 * programs' exactly-once key, contactKeyOf, is stored in program_sends, so its older normalisation stays.)
 */
export function recipientKey(contact: RecipientIdentity): string {
  return `${fold(contact.name)}|${fold(contact.address1)}|${contact.zip.trim().slice(0, 5)}`;
}

/** The 5-digit ZIP a recipient key holds (lets a store look only among addresses that could match). */
export function zipOfRecipientKey(key: string): string {
  return key.slice(key.lastIndexOf('|') + 1);
}

/**
 * The day a note arrives by, as the delivery rule says: once mailed, the last day of its transit; before that,
 * the chosen date's plan; with no date chosen (As Soon As Possible), the first date the rule keeps from the day
 * it was ordered.
 */
export function noteArrivesBy(input: {
  deliveryDate: string | null;
  mailedOn: string | null;
  orderedOn: string;
}): string {
  return arrivalWindow(input)?.to ?? earliestDeliveryDate(input.orderedOn);
}

/** A note of the campaign or program being decided on. */
export interface PlannedNote {
  key: string;
  name: string;
  arrives: string;
}

/** A note already booked: another paid campaign's, or one an active program will write. */
export interface BookedNote {
  key: string;
  /** The campaign's or program's name, as the customer knows it. */
  source: string;
  arrives: string;
}

export interface BookedRecipient {
  name: string;
  /** When the planned note to them arrives (their first one that clashes). */
  arrives: string;
  /** Their notes already booked within the window, soonest first. */
  bookings: Array<{ source: string; arrives: string }>;
}

/**
 * The planned notes' recipients who already have a note booked arriving within `days` calendar days of theirs
 * (either side), each once, in the order of `planned`. `days` 0 turns the check off.
 */
export function findBookedRecipients(
  planned: readonly PlannedNote[],
  booked: readonly BookedNote[],
  days: number,
): BookedRecipient[] {
  if (days <= 0 || booked.length === 0) return [];
  const bookedByKey = new Map<string, BookedNote[]>();
  for (const note of booked) {
    const list = bookedByKey.get(note.key);
    if (list) list.push(note);
    else bookedByKey.set(note.key, [note]);
  }
  const found = new Map<string, BookedRecipient>();
  for (const note of planned) {
    const candidates = bookedByKey.get(note.key);
    if (!candidates) continue;
    const from = addCalendarDays(note.arrives, -days);
    const to = addCalendarDays(note.arrives, days);
    // Calendar dates (YYYY-MM-DD) compare as text.
    const near = candidates.filter((b) => b.arrives >= from && b.arrives <= to);
    if (near.length === 0) continue;
    const recipient = found.get(note.key) ?? { name: note.name, arrives: note.arrives, bookings: [] };
    for (const b of near) {
      if (!recipient.bookings.some((o) => o.source === b.source && o.arrives === b.arrives)) {
        recipient.bookings.push({ source: b.source, arrives: b.arrives });
      }
    }
    recipient.bookings.sort((a, b) => a.arrives.localeCompare(b.arrives));
    found.set(note.key, recipient);
  }
  return [...found.values()];
}
