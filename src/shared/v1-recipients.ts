import { z } from 'zod';
import { ZContactInputSchema } from './campaign';
import { CSV_MAX_BYTES, CSV_MESSAGES, MAX_CONTACTS } from './contacts-csv';
import { ZV1RowAddressWarningSchema } from './v1-address-warnings';
import { v1Cents, v1Count, v1Day, v1Object, v1Text, v1TimeOrNull, v1Uuid } from './v1-fields';
import { v1MetadataFilter, zV1List, zV1ListQuery } from './v1-lists';
import { ZV1MetadataInputSchema, zV1Metadata } from './v1-metadata';

const site = ZContactInputSchema.shape;

/**
 * One recipient to add: the site's contact fields under the API's snake_case names. Missing or blank values
 * are not refused here: the site's CSV rules check every row and report each problem by row.
 */
export const ZV1RecipientInputSchema = z.strictObject({
  name: site.name,
  address: site.address,
  address2: site.address2,
  city: site.city,
  state: site.state,
  zip: site.zipCode,
  /** Values for the message's merge fields, by field name (`{ "first_name": "Ann" }`). */
  merge_fields: site.customFields,
  metadata: ZV1MetadataInputSchema.optional(),
});
export type V1RecipientInput = z.output<typeof ZV1RecipientInputSchema>;

export const V1_RECIPIENT_MESSAGES = {
  oneSource: 'Send either `recipients` or `csv` (or a CSV file as the body with Content-Type: text/csv).',
  csvTooLarge: 'File too large. Please upload a file smaller than 5MB',
} as const;

/**
 * `POST /v1/campaigns/:id/recipients`: up to 5,000 recipients as JSON, or a CSV file with the site's
 * columns and rules — as the request body with `Content-Type: text/csv`, or as the text of `csv`.
 */
export const ZV1AddRecipientsSchema = z
  .strictObject({
    recipients: z
      .array(ZV1RecipientInputSchema)
      .min(1, 'Send at least one recipient.')
      .max(MAX_CONTACTS, CSV_MESSAGES.limit)
      .optional(),
    /** A CSV file's text: a header row (name, address, city, state, zipcode, …) and one row per recipient. */
    csv: z.string().max(CSV_MAX_BYTES, V1_RECIPIENT_MESSAGES.csvTooLarge).optional(),
  })
  .refine((body) => (body.recipients === undefined) !== (body.csv === undefined), {
    message: V1_RECIPIENT_MESSAGES.oneSource,
  });

/** A recipient's row problem: the row, the field at fault and the site's message. */
export const ZV1RowProblemSchema = z
  .object({
    index: v1Count(
      'JSON: the 0-based index in `recipients`. CSV: the spreadsheet row number (the header is row 1).',
    ),
    param: z
      .string()
      .nullable()
      .meta({
        description:
          'JSON: the field (`recipients[3].zip`); CSV: the column (`zipcode`). Null when the whole row is concerned (a CSV row with the wrong number of columns, a duplicate, a note the pen cannot write).',
        examples: ['recipients[3].zip'],
      }),
    message: v1Text(
      'The site\'s message; it names the row as the site does ("Contact 4", counting from 1; "Row 7").',
    ),
  })
  .meta({
    id: 'RowProblem',
    description: "A recipient row's problem: the row, the field at fault and the message.",
  });
export type V1RowProblem = z.infer<typeof ZV1RowProblemSchema>;

/** The campaign's totals, as the server recomputed them after a change of its recipients (cents). */
const ZV1CampaignTotalsSchema = z
  .object({
    id: v1Uuid('The campaign.'),
    notes: v1Count('How many notes: one per recipient.'),
    price_per_note: v1Cents('The price of one note at this volume.'),
    amount: v1Cents('What the campaign costs now.'),
  })
  .meta({
    id: 'CampaignTotals',
    description: "The campaign's totals, recomputed after a change of its recipients.",
  });
export type V1CampaignTotals = z.infer<typeof ZV1CampaignTotalsSchema>;

/**
 * What a batch did. Valid rows are added; each invalid row is left out and reported in `errors` (a row may
 * have several). A recipient the campaign already holds, or one repeated in the batch (same name, address
 * and ZIP, case and spacing aside), is kept once and reported in `warnings`, as is a padded ZIP code.
 */
export const ZV1RecipientBatchSchema = z
  .object({
    object: v1Object('recipient_batch'),
    added: v1Count('Recipients added.'),
    rejected: v1Count('Rows left out for an error.'),
    errors: z
      .array(ZV1RowProblemSchema)
      .describe('Why each rejected row was left out (a row may have several).'),
    warnings: z
      .array(ZV1RowProblemSchema)
      .describe('Rows kept with a remark: a duplicate kept once, a padded ZIP code.'),
    address_warnings: z
      .array(ZV1RowAddressWarningSchema)
      .describe(
        "The site's address checks of each row added (ZIP known, ZIP in the state, city of the ZIP, PO box): the note is still written; check the address.",
      ),
    campaign: ZV1CampaignTotalsSchema.describe("The campaign's totals after the batch."),
  })
  .meta({ id: 'RecipientBatch', description: 'What a batch of recipients did.' });
export type V1RecipientBatch = z.infer<typeof ZV1RecipientBatchSchema>;

/** Where one note is: staff mark it written, then mailed (production's manifest, in order). */
const V1_NOTE_STATUSES = ['pending', 'written', 'mailed'] as const;

/** When one recipient's note arrives: the campaign's plan, then the window from its own mailing day. */
const ZV1RecipientArrivalSchema = z
  .object({
    arrives_from: v1Day('The earliest day the note arrives.'),
    arrives_by: v1Day('The day the note has arrived by.'),
  })
  .meta({
    id: 'RecipientArrival',
    description:
      "When the note arrives: the campaign's planned window until it is mailed, then USPS transit from its own mailing day.",
  })
  .nullable()
  .describe('null while the campaign has no delivery date, and once it is cancelled.');

/** A campaign's recipient, as stored after the site's rules (state code, padded ZIP). */
export const ZV1RecipientSchema = z
  .object({
    object: v1Object('recipient'),
    id: v1Uuid('The recipient.'),
    name: z.string().meta({ description: 'Who the note is to.', examples: ['Ann Lee'] }),
    address: z.string().meta({ description: 'Street address.', examples: ['12 Main St'] }),
    address2: z.string().meta({ description: 'Second address line; empty when none.', examples: ['Apt 4'] }),
    city: z.string().meta({ description: 'City.', examples: ['Springfield'] }),
    state: z.string().meta({ description: 'Two-letter US state code.', examples: ['IL'] }),
    zip: z
      .string()
      .meta({ description: 'ZIP code, five digits (or ZIP+4), zero-padded.', examples: ['02134'] }),
    merge_fields: z.record(z.string(), z.string()).meta({
      description: "Values for the message's merge fields, by field name.",
      examples: [{ first_name: 'Ann' }],
    }),
    status: z
      .enum(V1_NOTE_STATUSES)
      .describe('`pending` until staff mark the note written, `written`, then `mailed` once it is posted.'),
    written_at: v1TimeOrNull('When the note was written (UTC, ISO 8601); null until then.'),
    mailed_at: v1TimeOrNull('When the note was mailed (UTC, ISO 8601); null until then.'),
    arrival: ZV1RecipientArrivalSchema,
    metadata: zV1Metadata(),
  })
  .meta({ id: 'Recipient', description: "A campaign's recipient, as stored after the site's rules." });
export type V1Recipient = z.infer<typeof ZV1RecipientSchema>;

export const ZV1RecipientListSchema = zV1List(ZV1RecipientSchema);

/** `/v1/campaigns/:id/recipients/:recipient_id`. */
export const ZV1RecipientParamsSchema = z.object({
  id: z.string().min(1).max(100),
  recipient_id: z.string().min(1).max(100),
});

export const ZV1DeletedRecipientSchema = z
  .object({
    object: v1Object('recipient'),
    id: v1Text('The recipient removed.'),
    deleted: z.literal(true).describe('Always true.'),
    campaign: ZV1CampaignTotalsSchema.describe("The campaign's totals after the removal."),
  })
  .meta({ id: 'DeletedRecipient', description: 'A removed recipient.' });

/** `GET /v1/campaigns/{id}/recipients`: filters by metadata. */
export const ZV1RecipientListQuerySchema = zV1ListQuery({ metadata: v1MetadataFilter() });
