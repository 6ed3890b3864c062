import {
  addBusinessDays,
  deliveryDateProblem,
  earliestDeliveryDate,
  earliestTodayAnywhere,
  isBusinessDay,
  parseCalendarDate,
} from '../../../shared/delivery-date';
import { TRANSIT_BUSINESS_DAYS } from '../../../shared/delivery-lead-times';
import { invalidParam } from './v1-error';

/**
 * The site's delivery-date rule (a business day far enough out for production), answered as a 400 naming
 * `delivery_date`, so a CRM can point at the field it must change.
 */
export function assertV1DeliveryDate(date: string | null | undefined, now = new Date()): void {
  const problem = date
    ? deliveryDateProblem(date, earliestTodayAnywhere(now))
    : 'Please choose a delivery date.';
  if (problem) throw invalidParam('delivery_date', problem);
}

/**
 * A note's delivery date from `send_date` or `arrive_by` (neither: as soon as possible), by the same rule. A
 * send date is the rule's mailing day of the delivery date that many transit days later (`deliveryPlan`), so
 * the campaign keeps one date and every page, e-mail and answer reads the same plan from it.
 */
export function v1NoteDeliveryDate(
  dates: { send_date?: string; arrive_by?: string },
  now = new Date(),
): string {
  const today = earliestTodayAnywhere(now);
  const { send_date: sendDate, arrive_by: arriveBy } = dates;
  if (sendDate) {
    if (parseCalendarDate(sendDate) === null || !isBusinessDay(sendDate)) {
      throw invalidParam(
        'send_date',
        'We mail on business days only: choose a weekday that is not a federal holiday.',
      );
    }
    const deliveryDate = addBusinessDays(sendDate, TRANSIT_BUSINESS_DAYS.max);
    const problem = deliveryDateProblem(deliveryDate, today);
    if (problem) {
      throw invalidParam(
        'send_date',
        `Mailed on ${sendDate}, the note arrives by ${deliveryDate}. ${problem}`,
      );
    }
    return deliveryDate;
  }
  if (!arriveBy) return earliestDeliveryDate(today);
  const problem = deliveryDateProblem(arriveBy, today);
  if (problem) throw invalidParam('arrive_by', problem);
  return arriveBy;
}
