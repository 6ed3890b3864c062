import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { deliveryPlan } from './delivery-date';
import {
  ASAP_BUSINESS_DAYS,
  PRODUCTION_LEAD_BUSINESS_DAYS,
  TRANSIT_BUSINESS_DAYS,
} from './delivery-lead-times';
import { businessDays } from './delivery-promise-words';

/** The delivery rule's dates in words: the calendar's hint and the one arrival line every surface shows. */

/** "2026-12-09" → "Wednesday, December 9, 2026" (the same words as formatDeliveryDate). */
export function longDeliveryDate(day: string): string {
  return format(parseISO(day), 'EEEE, MMMM d, yyyy');
}

function shortDay(day: string): string {
  return format(parseISO(day), 'EEE, MMM d');
}

/** The upload and reorder calendar's hint under the dates. */
export function earliestDateHint(earliest: string): string {
  return `Earliest: ${longDeliveryDate(earliest)}, ${businessDays(ASAP_BUSINESS_DAYS)} from today (review, writing and mailing take ${PRODUCTION_LEAD_BUSINESS_DAYS}, USPS up to ${TRANSIT_BUSINESS_DAYS.max}). Weekends and US federal holidays can't be chosen.`;
}

/**
 * One line for a chosen date, the same on the upload step, checkout, the confirmation page and e-mail and the
 * account: "Arrives by Wednesday, December 9, 2026 (mailed Wed, Dec 2; from Fri, Dec 4)".
 */
export function arrivalPromise(deliveryDate: string): { headline: string; detail: string } {
  const plan = deliveryPlan(deliveryDate);
  return {
    headline: `Arrives by ${longDeliveryDate(plan.arrives.to)}`,
    detail: `Mailed ${shortDay(plan.mailedOn)}; arriving between ${shortDay(plan.arrives.from)} and ${shortDay(plan.arrives.to)}.`,
  };
}
