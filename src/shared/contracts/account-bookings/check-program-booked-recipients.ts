import { ZBookedRecipientsSchema, ZProgramBookingQuerySchema } from '../../duplicate-booking-schemas';
import { defineContract } from '../contract';

/**
 * The program form's warning (issue 22 §7): which contacts of the chosen saved list, on the dates of the chosen
 * column, already have a note from the account's paid campaigns or other active programs arriving within
 * DUPLICATE_BOOKING_DAYS of this program's note to them. Another account's list is 404.
 */
export const checkProgramBookedRecipients = defineContract({
  method: 'GET',
  path: '/api/account/booked-recipients/program',
  auth: 'account',
  query: ZProgramBookingQuerySchema,
  response: ZBookedRecipientsSchema,
});
