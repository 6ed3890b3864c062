import { deliveryDateProblem, earliestTodayAnywhere } from '../../../shared/delivery-date';
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
