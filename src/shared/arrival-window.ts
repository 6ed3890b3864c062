import { addCalendarDays, isBusinessDay } from './delivery-date';

/** Postal transit once notes are in the mail, in business days (the landing page's "3–5 days"). */
export const TRANSIT_BUSINESS_DAYS = { min: 3, max: 5 } as const;

/** The checkout's rule: notes are mailed 3–5 business days before the chosen delivery date. */
export const MAIL_AHEAD_BUSINESS_DAYS = { min: 3, max: 5 } as const;

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

export interface ArrivalWindow {
  from: string;
  to: string;
}

/**
 * When the notes should arrive (YYYY-MM-DD, both ends), or null while nothing says. Once every note is
 * mailed: the last mailing day plus the transit. Before that, the plan for the chosen delivery date: the
 * notes are mailed 3–5 business days ahead so that they arrive by it, so the window ends on that date and
 * starts at the earliest mailing day plus the shortest transit.
 */
export function arrivalWindow(input: {
  deliveryDate: string | null;
  mailedOn: string | null;
}): ArrivalWindow | null {
  if (input.mailedOn) {
    return {
      from: addBusinessDays(input.mailedOn, TRANSIT_BUSINESS_DAYS.min),
      to: addBusinessDays(input.mailedOn, TRANSIT_BUSINESS_DAYS.max),
    };
  }
  if (!input.deliveryDate) return null;
  const earliestMailing = addBusinessDays(input.deliveryDate, -MAIL_AHEAD_BUSINESS_DAYS.max);
  return { from: addBusinessDays(earliestMailing, TRANSIT_BUSINESS_DAYS.min), to: input.deliveryDate };
}
