import { z } from 'zod';
import { ZContactInputSchema } from './campaign';
import { CSV_MAX_BYTES, CSV_MESSAGES, MAX_CONTACTS } from './contacts-csv';
import { ZV1AddressWarningSchema } from './v1-address-warnings';
import { v1Count, v1Object, v1Text, v1Uuid } from './v1-fields';
import { v1MetadataFilter, zV1List, zV1ListQuery } from './v1-lists';
import { ZV1MetadataInputSchema, zV1Metadata } from './v1-metadata';
import { V1_RECIPIENT_MESSAGES, ZV1RowProblemSchema } from './v1-recipients';

const site = ZContactInputSchema.shape;

/**
 * One contact to add: the site's contact fields under the API's names (as a campaign's recipient). Blank or
 * missing values are not refused here: the site's CSV rules check every row and report each problem by row.
 */
const ZV1ContactInputSchema = z.strictObject({
  name: site.name,
  address: site.address,
  address2: site.address2,
  city: site.city,
  state: site.state,
  zip: site.zipCode,
  merge_fields: site.customFields.describe(
    'Values of the custom columns (merge fields, date columns such as `birthday`), by column name.',
  ),
  metadata: ZV1MetadataInputSchema.optional(),
});
export type V1ContactInput = z.output<typeof ZV1ContactInputSchema>;

const V1_CONTACT_MESSAGES = {
  oneSource: 'Send either `contacts` or `csv` (or a CSV file as the body with Content-Type: text/csv).',
} as const;

/** `POST /v1/lists/:id/contacts`: up to 5,000 contacts as JSON, or a CSV file with the site's columns and rules. */
export const ZV1AddContactsSchema = z
  .strictObject({
    contacts: z
      .array(ZV1ContactInputSchema)
      .min(1, 'Send at least one contact.')
      .max(MAX_CONTACTS, CSV_MESSAGES.limit)
      .optional(),
    csv: z
      .string()
      .max(CSV_MAX_BYTES, V1_RECIPIENT_MESSAGES.csvTooLarge)
      .optional()
      .describe(
        "A CSV file's text: a header row (name, address, city, state, zipcode, …) and one row per contact.",
      ),
  })
  .refine((body) => (body.contacts === undefined) !== (body.csv === undefined), {
    message: V1_CONTACT_MESSAGES.oneSource,
  });

/** `POST /v1/lists/:id/contacts/:contact_id`: the fields sent change, the others keep their value. */
export const ZV1UpdateContactSchema = z.strictObject({
  name: z.string().optional(),
  address: z.string().optional(),
  address2: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zip: z.union([z.string(), z.number()]).transform(String).optional(),
  merge_fields: z
    .record(z.string(), z.string())
    .optional()
    .describe('Custom column values: the keys sent replace those stored, the others stay.'),
  metadata: ZV1MetadataInputSchema.optional(),
});
export type V1UpdateContact = z.output<typeof ZV1UpdateContactSchema>;

/** A list's contact, as stored after the site's rules (state code, padded ZIP), with the site's address checks. */
export const ZV1ContactSchema = z
  .object({
    object: v1Object('contact'),
    id: v1Uuid('The contact.'),
    list_id: v1Uuid('The list it is on.'),
    name: z.string().meta({ description: 'Who the note is to.', examples: ['Ann Lee'] }),
    address: z.string().meta({ description: 'Street address.', examples: ['12 Main St'] }),
    address2: z.string().meta({ description: 'Second address line; empty when none.', examples: ['Apt 4'] }),
    city: z.string().meta({ description: 'City.', examples: ['Springfield'] }),
    state: z.string().meta({ description: 'Two-letter US state code.', examples: ['IL'] }),
    zip: z
      .string()
      .meta({ description: 'ZIP code, five digits (or ZIP+4), zero-padded.', examples: ['02134'] }),
    merge_fields: z.record(z.string(), z.string()).meta({
      description: 'Values of the custom columns (merge fields, dates), by column name.',
      examples: [{ first_name: 'Ann', birthday: '1980-03-14' }],
    }),
    address_warnings: z
      .array(ZV1AddressWarningSchema)
      .describe(
        "The site's address checks (ZIP known, ZIP in the state, city of the ZIP, PO box): warnings only, never a refusal.",
      ),
    metadata: zV1Metadata(),
  })
  .meta({ id: 'Contact', description: "A list's contact, as stored after the site's rules." });
export type V1Contact = z.infer<typeof ZV1ContactSchema>;

export const ZV1ContactListSchema = zV1List(ZV1ContactSchema);

/** `GET /v1/lists/:id/contacts`: in list order; filters by metadata. */
export const ZV1ContactListQuerySchema = zV1ListQuery({ metadata: v1MetadataFilter() });

/** What a batch did: valid rows added (each answered with its address checks), invalid rows reported. */
export const ZV1ContactBatchSchema = z
  .object({
    object: v1Object('contact_batch'),
    added: v1Count('Contacts added.'),
    rejected: v1Count('Rows left out for an error.'),
    errors: z
      .array(ZV1RowProblemSchema)
      .describe('Why each rejected row was left out (JSON: `param` is `contacts[3].zip`; CSV: the column).'),
    warnings: z
      .array(ZV1RowProblemSchema)
      .describe(
        'Rows kept with a remark: a duplicate kept once (or already on the list), a padded ZIP code.',
      ),
    data: z
      .array(ZV1ContactSchema)
      .describe('The contacts added, in the order sent, with their address checks.'),
    recipients: v1Count('How many contacts the list holds now.'),
  })
  .meta({ id: 'ContactBatch', description: 'What a batch of contacts did.' });
export type V1ContactBatch = z.infer<typeof ZV1ContactBatchSchema>;

/** `/v1/lists/:id/contacts/:contact_id`. */
export const ZV1ContactParamsSchema = z.object({
  id: z.string().min(1).max(100),
  contact_id: z.string().min(1).max(100),
});

export const ZV1DeletedContactSchema = z
  .object({
    object: v1Object('contact'),
    id: v1Text('The contact removed.'),
    deleted: z.literal(true).describe('Always true.'),
  })
  .meta({ id: 'DeletedContact', description: 'A removed contact.' });
