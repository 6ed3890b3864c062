import { IANAZone } from 'luxon';
import { z } from 'zod';
import { ZCampaignSchema, ZEditCampaignSchema } from '../campaign';
import { parseCalendarDate } from '../delivery-date';
import { DEFAULT_ARRIVE_DAYS_BEFORE } from './send-schedule';

/**
 * Recurring programs (issue 13 §1, §4): what the customer sends and reads under /api/account/programs. The
 * design, message and style fields are the campaign builder's own schemas, so a program's note is checked
 * exactly as a campaign's.
 */
export const PROGRAM_RECURRENCES = ['yearly', 'once'] as const;
export type ProgramRecurrence = (typeof PROGRAM_RECURRENCES)[number];
export const PROGRAM_STATUSES = ['active', 'paused'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];
/**
 * What an upcoming note shows: 'due' (nothing recorded yet), 'over_cap' (past the monthly cap, so not written
 * that month), or the program_sends status recorded for it.
 */
/** What program_sends records of a note: in a run's campaign, paid, held, skipped, or its charge failed. */
const PROGRAM_SEND_STATUSES = ['scheduled', 'sent', 'held', 'skipped', 'payment_failed'] as const;
export type ProgramSendStatus = (typeof PROGRAM_SEND_STATUSES)[number];
const UPCOMING_STATUSES = ['due', 'over_cap', ...PROGRAM_SEND_STATUSES] as const;
export const MAX_ARRIVE_DAYS_BEFORE = 30;
const MAX_UPCOMING_DAYS = 400;

export const PROGRAM_MESSAGES = {
  name: 'Program name is required.',
  nameTooLong: 'Program name is at most 200 characters.',
  notFound: 'Program not found.',
  listNotFound: 'Saved list not found.',
  listRequired: 'Choose one of your saved lists.',
  dateColumn: 'Choose the list column that holds the dates.',
  columnNotOnList: (column: string) => `The list has no column "${column}". Choose one of its columns.`,
  noReadableDates: (column: string) =>
    `No row of the list has a date we can read in "${column}" (for example 1980-03-05, 03/05/1980 or March 5).`,
  arriveDaysBefore: `Arrive by must be a whole number of days from 0 to ${MAX_ARRIVE_DAYS_BEFORE}.`,
  recurrence: 'Choose yearly or once.',
  timeZone: 'Time zone must be an IANA name such as America/New_York.',
  date: 'Dates must look like 2026-12-01.',
  endBeforeStart: 'The end date must be on or after the start date.',
  monthlyCap: 'The monthly cap must be a whole number of notes, at least 1.',
  templateRequired: 'Choose a design from the library.',
  needsCard: 'Save a card on your account first: programs are paid with it when their notes are written.',
  skipNotUpcoming: 'That note is not one of this program’s upcoming notes.',
  alreadyRecorded: 'That note is already being written or was sent; it can no longer be skipped.',
  skipNotFound: 'No skipped note to undo.',
  noteNotFound: 'That note is not one of this program’s upcoming notes.',
} as const;

const ZTimeZoneSchema = z
  .string({ message: PROGRAM_MESSAGES.timeZone })
  .trim()
  .refine((zone) => IANAZone.isValidZone(zone), PROGRAM_MESSAGES.timeZone);

const ZDaySchema = z.string({ message: PROGRAM_MESSAGES.date }).transform((value, ctx) => {
  const day = parseCalendarDate(value);
  if (day && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return day;
  ctx.addIssue({ code: 'custom', message: PROGRAM_MESSAGES.date });
  return z.NEVER;
});

const campaign = ZEditCampaignSchema.shape;

/** The fields a customer sets, each without its creation default. */
const programFields = {
  name: z
    .string({ message: PROGRAM_MESSAGES.name })
    .trim()
    .min(1, PROGRAM_MESSAGES.name)
    .max(200, PROGRAM_MESSAGES.nameTooLong),
  savedListId: z
    .string({ message: PROGRAM_MESSAGES.listRequired })
    .trim()
    .min(1, PROGRAM_MESSAGES.listRequired),
  dateColumn: z
    .string({ message: PROGRAM_MESSAGES.dateColumn })
    .trim()
    .min(1, PROGRAM_MESSAGES.dateColumn)
    .max(200),
  arriveDaysBefore: z
    .number({ message: PROGRAM_MESSAGES.arriveDaysBefore })
    .int(PROGRAM_MESSAGES.arriveDaysBefore)
    .min(0, PROGRAM_MESSAGES.arriveDaysBefore)
    .max(MAX_ARRIVE_DAYS_BEFORE, PROGRAM_MESSAGES.arriveDaysBefore),
  recurrence: z.enum(PROGRAM_RECURRENCES, { message: PROGRAM_MESSAGES.recurrence }),
  templateId: campaign.templateId.unwrap(),
  selectedVariantId: campaign.selectedVariantId.unwrap(),
  message: campaign.message.unwrap(),
  handwritingStyle: campaign.handwritingStyle.unwrap(),
  naturalness: campaign.naturalness.unwrap(),
  contactFields: campaign.contactFields.unwrap(),
  timeZone: ZTimeZoneSchema,
  startDate: ZDaySchema,
  endDate: ZDaySchema.nullable(),
  monthlyCap: z
    .number({ message: PROGRAM_MESSAGES.monthlyCap })
    .int(PROGRAM_MESSAGES.monthlyCap)
    .min(1, PROGRAM_MESSAGES.monthlyCap)
    .nullable(),
};

function endNotBeforeStart(value: { startDate?: string; endDate?: string | null }, ctx: z.RefinementCtx) {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', message: PROGRAM_MESSAGES.endBeforeStart, path: ['endDate'] });
  }
}

/** `POST /api/account/programs`. The start date defaults to today in the program's time zone (server side). */
export const ZCreateProgramSchema = z
  .object({
    name: programFields.name,
    savedListId: programFields.savedListId,
    dateColumn: programFields.dateColumn,
    arriveDaysBefore: programFields.arriveDaysBefore.optional().default(DEFAULT_ARRIVE_DAYS_BEFORE),
    recurrence: programFields.recurrence.optional().default('yearly'),
    templateId: programFields.templateId.refine((id) => id !== null, PROGRAM_MESSAGES.templateRequired),
    selectedVariantId: programFields.selectedVariantId.optional().default(null),
    message: programFields.message,
    handwritingStyle: programFields.handwritingStyle.optional().default('professional'),
    naturalness: programFields.naturalness.optional().default(null),
    contactFields: programFields.contactFields.optional().default([]),
    timeZone: programFields.timeZone,
    startDate: programFields.startDate.optional(),
    endDate: programFields.endDate.optional().default(null),
    monthlyCap: programFields.monthlyCap.optional().default(null),
  })
  .superRefine(endNotBeforeStart);
export type TCreateProgramInput = z.input<typeof ZCreateProgramSchema>;
export type TCreateProgram = z.output<typeof ZCreateProgramSchema>;

/** `PATCH /api/account/programs/:id`: any field, and `status` to pause or resume. */
export const ZUpdateProgramSchema = z
  .object({
    ...programFields,
    templateId: programFields.templateId.refine((id) => id !== null, PROGRAM_MESSAGES.templateRequired),
    status: z.enum(PROGRAM_STATUSES, { message: 'Status must be active or paused.' }),
  })
  .partial()
  .superRefine(endNotBeforeStart);
export type TUpdateProgramInput = z.input<typeof ZUpdateProgramSchema>;
export type TUpdateProgram = z.output<typeof ZUpdateProgramSchema>;

export const ZProgramParamsSchema = z.object({ id: z.string() });

/** A program as the account shows it. */
export const ZProgramSchema = z.object({
  id: z.string(),
  name: z.string(),
  savedListId: z.string().nullable(),
  savedListName: z.string().nullable(),
  dateColumn: z.string(),
  arriveDaysBefore: z.number().int(),
  recurrence: z.enum(PROGRAM_RECURRENCES),
  templateId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  selectedVariantId: z.string().nullable(),
  message: z.string(),
  handwritingStyle: z.string(),
  naturalness: z.number().nullable(),
  contactFields: ZCampaignSchema.shape.contactFields,
  timeZone: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  monthlyCap: z.number().int().nullable(),
  status: z.enum(PROGRAM_STATUSES),
  pausedReason: z.string().nullable(),
  /** When the next note is written (the program's local date), null when none is due within a year. */
  nextNoteOn: z.string().nullable(),
  /** Notes written this calendar month (the program's time zone), the figure the monthly cap counts. */
  notesThisMonth: z.number().int(),
  createdAt: z.string(),
  /** An integrator's own key-value pairs (/v1 only; the account's pages do not show them). */
  metadata: z.record(z.string(), z.string()),
});
export type TProgram = z.infer<typeof ZProgramSchema>;

export const ZProgramListSchema = z.object({ programs: z.array(ZProgramSchema) });

/** A row of the list whose date cell cannot be read: reported, never guessed. */
const ZDateProblemSchema = z.object({ row: z.number().int(), name: z.string(), value: z.string() });

export const ZUpcomingQuerySchema = z.object({
  days: z.coerce
    .number({ message: `days must be a whole number from 1 to ${MAX_UPCOMING_DAYS}.` })
    .int()
    .min(1)
    .max(MAX_UPCOMING_DAYS)
    .optional()
    .default(60),
});

const ZUpcomingNoteSchema = z.object({
  contactKey: z.string(),
  /** The occurrence key (the date being marked for yearly programs, 'once' for one-time ones). */
  occurrence: z.string(),
  name: z.string(),
  /** The date being marked that year. */
  date: z.string(),
  writtenOn: z.string(),
  mailedOn: z.string(),
  arrives: z.object({ from: z.string(), to: z.string() }),
  years: z.number().int().nullable(),
  status: z.enum(UPCOMING_STATUSES),
});
export type TUpcomingNote = z.infer<typeof ZUpcomingNoteSchema>;

/** One calendar month's estimate: each day's notes are one campaign, priced at that batch's checkout tier. */
const ZMonthCostSchema = z.object({
  month: z.string(),
  notes: z.number().int(),
  total: z.string(),
});
export type TMonthCost = z.infer<typeof ZMonthCostSchema>;

/**
 * A contact who gets no note this time and why (issue 22 §7): 'too_close' when the date is near but its note had
 * to be written before the program started; `nextOn` is the next date that will be marked (null: none).
 */
const ZSkippedContactSchema = z.object({
  contactKey: z.string(),
  name: z.string(),
  /** The date this year that gets no note. */
  date: z.string(),
  /** The day its note would have had to be written. */
  writtenBy: z.string(),
  reason: z.literal('too_close'),
  nextOn: z.string().nullable(),
});
export type TSkippedContact = z.infer<typeof ZSkippedContactSchema>;

export const ZUpcomingSchema = z.object({
  today: z.string(),
  days: z.number().int(),
  notes: z.array(ZUpcomingNoteSchema),
  /** Who is skipped this year, with the reason. */
  skipped: z.array(ZSkippedContactSchema),
  /** This month and next, from today (the program's time zone). */
  costs: z.array(ZMonthCostSchema),
  dateProblems: z.array(ZDateProblemSchema),
});
export type TUpcoming = z.infer<typeof ZUpcomingSchema>;

/** Which upcoming note: the contact's key and the occurrence key, as the upcoming list gives them. */
export const ZUpcomingNoteRefSchema = z.object({
  contactKey: z.string().trim().min(1).max(200),
  occurrence: z.string().trim().min(1).max(20),
});
export type TUpcomingNoteRef = z.infer<typeof ZUpcomingNoteRefSchema>;
