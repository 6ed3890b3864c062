import { z } from 'zod';
import { ZCreateProgramSchema } from './programs/program-schemas';

/** What the account's booked-recipients checks answer (duplicate-booking.ts). */
export const ZBookedRecipientsSchema = z.object({
  /** The window in calendar days (DUPLICATE_BOOKING_DAYS); 0 when the check is turned off. */
  days: z.number().int(),
  /** How many recipients already have a note arriving within the window. */
  count: z.number().int(),
  /** The first of them, as the warning names them. */
  recipients: z.array(
    z.object({
      name: z.string(),
      arrives: z.string(),
      bookings: z.array(z.object({ source: z.string(), arrives: z.string() })),
    }),
  ),
  /** The sentence to show, or null when nobody is booked twice. */
  warning: z.string().nullable(),
});
export type TBookedRecipients = z.infer<typeof ZBookedRecipientsSchema>;

const program = ZCreateProgramSchema.shape;

/**
 * The program form's choices, as a query string: the notes it would write are checked against what is booked.
 * `programId` is the program being edited, whose own notes are no duplicate.
 */
export const ZProgramBookingQuerySchema = z.object({
  savedListId: program.savedListId,
  dateColumn: program.dateColumn,
  // A query string holds text: the number is read before the form's own rule checks it.
  arriveDaysBefore: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    program.arriveDaysBefore,
  ),
  recurrence: program.recurrence,
  timeZone: program.timeZone,
  startDate: program.startDate,
  // Optional calendar days, read as the form's start date is.
  endDate: program.startDate,
  programId: z.string().trim().min(1).optional(),
});
export type TProgramBookingQuery = z.output<typeof ZProgramBookingQuerySchema>;
export type TProgramBookingQueryInput = z.input<typeof ZProgramBookingQuerySchema>;
