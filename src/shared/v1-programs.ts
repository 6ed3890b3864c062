import { z } from 'zod';
import { ZCreateProgramSchema, ZProgramSchema, ZUpdateProgramSchema } from './programs/program-schemas';
import { ZV1ContactFieldSchema } from './v1-campaigns';
import { zV1List } from './v1-lists';

const create = ZCreateProgramSchema.shape;
const update = ZUpdateProgramSchema.shape;
const shown = ZProgramSchema.shape;

/**
 * `POST /v1/programs`: the account's program fields (same rules, same messages) under the API's snake_case
 * names. `list_id` is a saved list from `GET /v1/lists`, `date_column` one of its `date_columns`; the design
 * is a template from `GET /v1/templates`. A program made with a test key is a test program: its days make
 * test campaigns, never charged or produced, and it needs no saved card.
 */
export const ZV1CreateProgramSchema = z.object({
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
});
export type V1CreateProgram = z.output<typeof ZV1CreateProgramSchema>;

/** `POST /v1/programs/:id`: any of the create fields; those left out keep their value. */
export const ZV1UpdateProgramSchema = z.object({
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

export const ZV1ProgramSchema = z
  .object({
    object: z.literal('program'),
    id: z.string().uuid(),
    livemode: z.boolean(),
    name: z.string(),
    /** Null once the list was deleted: the program is then paused until it is given another. */
    list_id: z.string().nullable(),
    list_name: z.string().nullable(),
    date_column: z.string(),
    arrive_days_before: z.number().int(),
    recurrence: shown.recurrence,
    template_id: z.number().int().nullable(),
    template_name: z.string().nullable(),
    variant: z.string().nullable(),
    message: z.string(),
    style: z.string(),
    naturalness: z.number().nullable(),
    contact_fields: z.array(ZV1ContactFieldSchema),
    time_zone: z.string(),
    start_date: z.string(),
    end_date: z.string().nullable(),
    monthly_cap: z.number().int().nullable(),
    /** 'paused' by the customer, or by us when a card payment failed or the list was deleted (`paused_reason`). */
    status: shown.status,
    paused_reason: z.string().nullable(),
    /** When the next note is written (the program's local date); null when none is due within a year. */
    next_note_on: z.string().nullable(),
    /** Notes written this calendar month (the program's time zone): what `monthly_cap` counts. */
    notes_this_month: z.number().int(),
    created: z.string(),
  })
  .meta({ id: 'Program' });
export type V1Program = z.infer<typeof ZV1ProgramSchema>;

export const ZV1ProgramListSchema = zV1List(ZV1ProgramSchema);

/** The answer to a DELETE: the id of what is gone. */
export const ZV1DeletedProgramSchema = z
  .object({
    object: z.literal('program'),
    id: z.string(),
    deleted: z.literal(true),
  })
  .meta({ id: 'DeletedProgram' });
