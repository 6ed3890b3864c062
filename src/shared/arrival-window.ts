import { addBusinessDays, deliveryPlan } from './delivery-date';
import { TRANSIT_BUSINESS_DAYS } from './delivery-lead-times';

// The rule lives in delivery-date.ts; these names stay importable from here.
export { addBusinessDays } from './delivery-date';
export { TRANSIT_BUSINESS_DAYS } from './delivery-lead-times';

export interface ArrivalWindow {
  from: string;
  to: string;
}

/**
 * When the notes should arrive (YYYY-MM-DD, both ends), or null while nothing says. Once every note is
 * mailed: the last mailing day plus the transit. Before that, the delivery rule's plan for the chosen date
 * (deliveryPlan): mailed 5 business days ahead so that they arrive by it, so the window ends on that date and
 * starts at the mailing day plus the shortest transit.
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
  return deliveryPlan(input.deliveryDate).arrives;
}
