import {
  ASAP_BUSINESS_DAYS,
  PRODUCTION_LEAD_BUSINESS_DAYS,
  REVIEW_BUSINESS_DAYS,
  TRANSIT_BUSINESS_DAYS,
} from './delivery-lead-times';

/**
 * Every sentence the site, the e-mails and the API say about when notes arrive, written from the delivery rule
 * (delivery-lead-times.ts) so that no page can promise something else (issue 22 §2). Pages replace their own words
 * with these; tests compare them. Kept apart from the date functions (delivery-promise.ts) so the landing page
 * and FAQ load no date library.
 */

export const businessDays = (n: number) => `${n} business ${n === 1 ? 'day' : 'days'}`;
const TRANSIT = `${TRANSIT_BUSINESS_DAYS.min}–${TRANSIT_BUSINESS_DAYS.max} business days`;

export const DELIVERY_PROMISE = {
  /** The FAQ's answer to "How long does delivery take?". */
  faq: `With As Soon As Possible, your notes arrive within ${businessDays(ASAP_BUSINESS_DAYS)} of your order: we review it within ${businessDays(REVIEW_BUSINESS_DAYS)}, write your notes on the next business day and mail them the business day after, and USPS First-Class takes ${TRANSIT}. You can also choose any later business day (Monday to Friday, not a US federal holiday); we then mail your notes ${businessDays(TRANSIT_BUSINESS_DAYS.max)} before it, so they arrive by that date.`,
  /** The upload step's delivery card. */
  uploadCard: `When should your notes arrive? We mail them ${businessDays(TRANSIT_BUSINESS_DAYS.max)} before your date, so they arrive by it.`,
  /** Legal terms: the promise and its limit. */
  terms: `The earliest delivery date is ${businessDays(ASAP_BUSINESS_DAYS)} after your order (weekends and US federal holidays do not count): we review your order within ${businessDays(REVIEW_BUSINESS_DAYS)}, write and mail your notes within ${businessDays(PRODUCTION_LEAD_BUSINESS_DAYS - REVIEW_BUSINESS_DAYS)} more, and mail them ${businessDays(TRANSIT_BUSINESS_DAYS.max)} before the date you choose.`,
  /** The landing page's feature line. */
  landing: `Choose the delivery date; we mail ${businessDays(TRANSIT_BUSINESS_DAYS.max)} ahead so your notes arrive by it.`,
  /** After mailing (status e-mail). */
  transit: `US mail usually takes ${TRANSIT}`,
  /** What happens after payment: one text for the checkout, the confirmation page and the e-mail. */
  steps: [
    {
      title: 'Campaign review',
      text: `Our team reviews your design, message and contact list within ${businessDays(REVIEW_BUSINESS_DAYS)}.`,
    },
    {
      title: 'Handwriting',
      text: 'Robots holding real pens write every note in your chosen handwriting style.',
    },
    {
      title: 'Mailing',
      text: `Your notes are mailed ${businessDays(TRANSIT_BUSINESS_DAYS.max)} before your delivery date, the business day after they are written.`,
    },
    {
      title: 'Delivery',
      text: `USPS First-Class takes ${TRANSIT}: recipients across the US receive their handwritten notes by your delivery date.`,
    },
  ],
} as const;
