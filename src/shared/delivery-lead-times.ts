/**
 * THE DELIVERY RULE (issue 22 §2; GUIDE "one rule per promise"). Every date and every sentence about when notes
 * arrive — FAQ, builder, upload, checkout, confirmation, e-mails, account, /v1 — comes from these numbers and the
 * functions in delivery-date.ts, delivery-promise.ts and delivery-promise-words.ts. Days are business days: Monday to Friday, not a US federal holiday
 * as observed (@18f/us-federal-holidays), counted from the customer's today in their time zone.
 *
 * - review: staff check the design, message and list within 1 business day of the order;
 * - writing: the pen writes the notes on the business day after the review;
 * - mailing: they go in the mail the business day after they are written;
 * - transit: USPS First-Class takes 3–5 business days (the landing page's "3–5 days").
 *
 * So notes for a chosen date are mailed 5 business days before it (the slowest transit still arrives by it) and
 * arrive between 2 business days before it and the date itself; As Soon As Possible is the first date that plan
 * can keep: 1 + 1 + 1 + 5 = 8 business days after the order day.
 */
export const REVIEW_BUSINESS_DAYS = 1;
const WRITING_BUSINESS_DAYS = 1;
/** Notes go in the mail this many business days after they are written (programs' notes too). */
export const MAILED_AFTER_WRITING_BUSINESS_DAYS = 1;
/** Postal transit once notes are in the mail, in business days. */
export const TRANSIT_BUSINESS_DAYS = { min: 3, max: 5 } as const;
/** From the order day to the day the notes are mailed, at the soonest. */
export const PRODUCTION_LEAD_BUSINESS_DAYS =
  REVIEW_BUSINESS_DAYS + WRITING_BUSINESS_DAYS + MAILED_AFTER_WRITING_BUSINESS_DAYS;
/** As Soon As Possible: business days from the order day to the latest arrival. */
export const ASAP_BUSINESS_DAYS = PRODUCTION_LEAD_BUSINESS_DAYS + TRANSIT_BUSINESS_DAYS.max;
