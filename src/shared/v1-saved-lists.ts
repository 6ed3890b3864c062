import { z } from 'zod';
import { ZSavedListNameSchema } from './saved-lists';
import { v1Count, v1Created, v1Livemode, v1Object, v1Text, v1Time, v1Uuid } from './v1-fields';
import { v1CreatedFilter, v1MetadataFilter, zV1List, zV1ListQuery } from './v1-lists';
import { ZV1MetadataInputSchema, zV1Metadata } from './v1-metadata';

/**
 * The test/live rule of lists, said once for the reference and every list contract. Lists are the account's
 * address book: a test program may read the real one (it never sends), but a test key never changes it.
 */
export const V1_LIST_MODES =
  'Live lists are the address book the site shows; live keys see and change only them. Test keys see the live lists too (a test program may run on one: it never sends) but change only the lists they made, which are test lists, seen by test keys only.';

export const V1_LIST_MESSAGES_MODE = {
  liveReadOnly:
    'This is a live list: a test key can read it but not change it. Use a live key, or make a test list with POST /v1/lists.',
  usedByPrograms: (names: readonly string[]) =>
    `This list is used by ${names.length === 1 ? 'the program' : 'the programs'} ${names.map((n) => `"${n}"`).join(', ')}: delete ${names.length === 1 ? 'it' : 'them'} or move ${names.length === 1 ? 'it' : 'them'} to another list first.`,
} as const;

/** A saved list as `/v1/lists` shows it, so a CRM can find the `list_id` and `date_column` a program needs. */
export const ZV1SavedListSchema = z
  .object({
    object: v1Object('saved_list'),
    id: v1Uuid("The list, as a program's `list_id` names it."),
    livemode: v1Livemode(),
    name: v1Text("The list's name."),
    recipients: v1Count('How many contacts the list holds.'),
    columns: z.array(z.string()).describe('Every custom column (merge field) of the list, in upload order.'),
    date_columns: z
      .array(z.string())
      .describe(
        "The columns where at least one contact has a date we can read: those a program's `date_column` may be.",
      ),
    metadata: zV1Metadata(),
    created: v1Created(),
    updated: v1Time('When it or its contacts last changed (UTC, ISO 8601).'),
  })
  .meta({ id: 'List', description: `A saved list: the account's address book. ${V1_LIST_MODES}` });
export type V1SavedList = z.infer<typeof ZV1SavedListSchema>;

export const ZV1SavedListListSchema = zV1List(ZV1SavedListSchema);

/** `GET /v1/lists`: filters by when a list was made and by its metadata. */
export const ZV1SavedListListQuerySchema = zV1ListQuery({
  created: v1CreatedFilter(),
  metadata: v1MetadataFilter(),
});

const name = ZSavedListNameSchema.meta({
  description: "The list's name (1 to 120 characters).",
  examples: ['Customers'],
});

/** `POST /v1/lists`: an empty list, in the key's mode; contacts are added to it afterwards. */
export const ZV1CreateSavedListSchema = z.strictObject({
  name,
  metadata: ZV1MetadataInputSchema.optional(),
});

/** `POST /v1/lists/:id`: a new name and/or metadata merged into the stored (a key sent as `""` is removed). */
export const ZV1UpdateSavedListSchema = z.strictObject({
  name: name.optional(),
  metadata: ZV1MetadataInputSchema.optional(),
});

export const ZV1DeletedSavedListSchema = z
  .object({
    object: v1Object('saved_list'),
    id: v1Text('The list deleted.'),
    deleted: z.literal(true).describe('Always true.'),
  })
  .meta({ id: 'DeletedList', description: 'A deleted list.' });
