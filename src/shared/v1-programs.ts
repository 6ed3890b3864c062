import { z } from 'zod';
import { ZCreateProgramSchema, ZProgramSchema, ZUpdateProgramSchema } from './programs/program-schemas';
import { ZV1ContactFieldSchema } from './v1-campaigns';
import { v1Count, v1Created, v1Day, v1DayOrNull, v1Livemode, v1Object, v1Text, v1Uuid } from './v1-fields';
import { v1CreatedFilter, v1MetadataFilter, zV1List, zV1ListQuery } from './v1-lists';
import { ZV1MetadataInputSchema, zV1Metadata } from './v1-metadata';

const create = ZCreateProgramSchema.shape;
const update = ZUpdateProgramSchema.shape;
const shown = ZProgramSchema.shape;

/**
 * `POST /v1/programs`: the account's program fields (same rules, same messages) under the API's snake_case
 * names. `list_id` is a saved list from `GET /v1/lists`, `date_column` one of its `date_columns`; the design
 * is a template from `GET /v1/templates`. A program made with a test key is a test program: its days make
 * test campaigns, never charged or produced, and it needs no saved card.
 */
export const ZV1CreateProgramSchema = z.strictObject({
  name: create.name,
  list_id: create.savedListId,
  date_column: create.dateColumn,
  arrive_days_before: create.arriveDaysBefore,
  recurrence: create.recurrence,
  template_id: create.templateId,
  variant: create.selectedVariantId,
  message: create.message,
  style: create.handwritingStyle,
  naturalness: create.naturalness,
  contact_fields: create.contactFields,
  time_zone: create.timeZone,
  start_date: create.startDate,
  end_date: create.endDate,
  monthly_cap: create.monthlyCap,
  metadata: ZV1MetadataInputSchema.optional(),
});
export type V1CreateProgram = z.output<typeof ZV1CreateProgramSchema>;

/** `POST /v1/programs/:id`: any of the create fields; those left out keep their value. */
export const ZV1UpdateProgramSchema = z.strictObject({
  name: update.name,
  list_id: update.savedListId,
  date_column: update.dateColumn,
  arrive_days_before: update.arriveDaysBefore,
  recurrence: update.recurrence,
  template_id: update.templateId,
  variant: update.selectedVariantId,
  message: update.message,
  style: update.handwritingStyle,
  naturalness: update.naturalness,
  contact_fields: update.contactFields,
  time_zone: update.timeZone,
  start_date: update.startDate,
  end_date: update.endDate,
  monthly_cap: update.monthlyCap,
  metadata: ZV1MetadataInputSchema.optional(),
});
export type V1UpdateProgram = z.output<typeof ZV1UpdateProgramSchema>;

/** The API's name of each program field, for the error's `param`. */
export const V1_PROGRAM_PARAMS = {
  name: 'name',
  savedListId: 'list_id',
  dateColumn: 'date_column',
  arriveDaysBefore: 'arrive_days_before',
  recurrence: 'recurrence',
  templateId: 'template_id',
  selectedVariantId: 'variant',
  message: 'message',
  handwritingStyle: 'style',
  naturalness: 'naturalness',
  contactFields: 'contact_fields',
  timeZone: 'time_zone',
  startDate: 'start_date',
  endDate: 'end_date',
  monthlyCap: 'monthly_cap',
} as const satisfies Record<keyof z.output<typeof ZCreateProgramSchema>, keyof V1CreateProgram>;

/** `GET /v1/programs`: filters by status, when made and metadata. */
export const ZV1ProgramListQuerySchema = zV1ListQuery({
  status: ZProgramSchema.shape.status.optional().describe('Only programs in this status.'),
  created: v1CreatedFilter(),
  metadata: v1MetadataFilter(),
});

export const ZV1ProgramSchema = z
  .object({
    object: v1Object('program'),
    id: v1Uuid('The program.'),
    livemode: v1Livemode(),
    name: v1Text('Your name for the program (not printed).'),
    list_id: z.string().nullable().meta({
      description:
        'The saved list it writes to; null once the list was deleted (the program is then paused).',
      format: 'uuid',
    }),
    list_name: z.string().nullable().describe("The list's name; null without a list."),
    date_column: v1Text("The list's column holding each recipient's date (a birthday, an anniversary)."),
    arrive_days_before: v1Count('How many days before that date the note should arrive.'),
    recurrence: shown.recurrence.describe('`yearly` (every year on the date) or `once`.'),
    template_id: z.number().int().nullable().describe('The design (`GET /v1/templates`).'),
    template_name: z.string().nullable().describe("The design's name."),
    variant: z.string().nullable().describe("The design's colour variant; null: Default."),
    message: v1Text('The note, with merge fields filled from the list per recipient.'),
    style: z
      .string()
      .meta({ description: 'The handwriting style (`GET /v1/styles`).', examples: ['casual'] }),
    naturalness: z.number().nullable().describe("0 neat … 1 natural; null: the style's default."),
    contact_fields: z.array(ZV1ContactFieldSchema).describe('Contact details printed on the card.'),
    time_zone: z.string().meta({
      description: "The IANA time zone the program's days are counted in.",
      examples: ['America/New_York'],
    }),
    start_date: v1Day('The first day it may write a note.'),
    end_date: v1DayOrNull('The last day it may write one; null: no end.'),
    monthly_cap: z
      .number()
      .int()
      .nullable()
      .describe('At most this many notes a calendar month; null: no cap.'),
    status: shown.status.describe(
      '`paused` by you, or by us when a card payment failed or the list was deleted (see `paused_reason`).',
    ),
    paused_reason: z.string().nullable().describe('Why it is paused; null when active.'),
    next_note_on: v1DayOrNull(
      "When the next note is written (the program's local date); null when none is due within a year.",
    ),
    notes_this_month: v1Count(
      "Notes written this calendar month (the program's time zone): what `monthly_cap` counts.",
    ),
    metadata: zV1Metadata(),
    created: v1Created(),
  })
  .meta({
    id: 'Program',
    description: 'A program: a note to each recipient of a saved list, timed by a date column.',
  });
export type V1Program = z.infer<typeof ZV1ProgramSchema>;

export const ZV1ProgramListSchema = zV1List(ZV1ProgramSchema);

/** The answer to a DELETE: the id of what is gone. */
export const ZV1DeletedProgramSchema = z
  .object({
    object: v1Object('program'),
    id: v1Text('The program deleted.'),
    deleted: z.literal(true).describe('Always true.'),
  })
  .meta({ id: 'DeletedProgram', description: 'A deleted program.' });
