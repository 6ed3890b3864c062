import { format, parseISO } from 'date-fns';
import {
  ASAP_BUSINESS_DAYS,
  deliveryPlan,
  PRODUCTION_LEAD_BUSINESS_DAYS,
  REVIEW_BUSINESS_DAYS,
  TRANSIT_BUSINESS_DAYS,
} from './delivery-date';

/**
 * Every sentence the site, the e-mails and the API say about when notes arrive, written from the delivery rule
 * (delivery-date.ts) so that no page can promise something else (issue 22 §2). Pages replace their own words
 * with these; tests compare them.
 */

const days = (n: number) => `${n} business ${n === 1 ? 'day' : 'days'}`;
const TRANSIT = `${TRANSIT_BUSINESS_DAYS.min}–${TRANSIT_BUSINESS_DAYS.max} business days`;

/** "2026-12-09" → "Wednesday, December 9, 2026" (the same words as formatDeliveryDate). */
export function longDeliveryDate(day: string): string {
  return format(parseISO(day), 'EEEE, MMMM d, yyyy');
}

function shortDay(day: string): string {
  return format(parseISO(day), 'EEE, MMM d');
}

export const DELIVERY_PROMISE = {
  /** The FAQ's answer to "How long does delivery take?". */
  faq: `With As Soon As Possible, your notes arrive within ${days(ASAP_BUSINESS_DAYS)} of your order: we review it within ${days(REVIEW_BUSINESS_DAYS)}, write your notes on the next business day and mail them the business day after, and USPS First-Class takes ${TRANSIT}. You can also choose any later business day (Monday to Friday, not a US federal holiday); we then mail your notes ${days(TRANSIT_BUSINESS_DAYS.max)} before it, so they arrive by that date.`,
  /** The upload step's delivery card. */
  uploadCard: `When should your notes arrive? We mail them ${days(TRANSIT_BUSINESS_DAYS.max)} before your date, so they arrive by it.`,
  /** Legal terms: the promise and its limit. */
  terms: `The earliest delivery date is ${days(ASAP_BUSINESS_DAYS)} after your order (weekends and US federal holidays do not count): we review your order within ${days(REVIEW_BUSINESS_DAYS)}, write and mail your notes within ${days(PRODUCTION_LEAD_BUSINESS_DAYS - REVIEW_BUSINESS_DAYS)} more, and mail them ${days(TRANSIT_BUSINESS_DAYS.max)} before the date you choose.`,
  /** The landing page's feature line. */
  landing: `Choose the delivery date; we mail ${days(TRANSIT_BUSINESS_DAYS.max)} ahead so your notes arrive by it.`,
  /** After mailing (status e-mail). */
  transit: `US mail usually takes ${TRANSIT}`,
  /** What happens after payment: one text for the checkout, the confirmation page and the e-mail. */
  steps: [
    {
      title: 'Campaign review',
      text: `Our team reviews your design, message and contact list within ${days(REVIEW_BUSINESS_DAYS)}.`,
    },
    {
      title: 'Handwriting',
      text: 'Robots holding real pens write every note in your chosen handwriting style.',
    },
    {
      title: 'Mailing',
      text: `Your notes are mailed ${days(TRANSIT_BUSINESS_DAYS.max)} before your delivery date, the business day after they are written.`,
    },
    {
      title: 'Delivery',
      text: `USPS First-Class takes ${TRANSIT}: recipients across the US receive their handwritten notes by your delivery date.`,
    },
  ],
} as const;

/** The upload and reorder calendar's hint under the dates. */
export function earliestDateHint(earliest: string): string {
  return `Earliest: ${longDeliveryDate(earliest)}, ${days(ASAP_BUSINESS_DAYS)} from today (review, writing and mailing take ${PRODUCTION_LEAD_BUSINESS_DAYS}, USPS up to ${TRANSIT_BUSINESS_DAYS.max}). Weekends and US federal holidays can't be chosen.`;
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
