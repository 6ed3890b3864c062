import { z } from 'zod';
import { v1Count, v1Created, v1Object, v1Text, v1Time, v1Uuid } from './v1-fields';
import { v1CreatedFilter, zV1List, zV1ListQuery } from './v1-lists';

/**
 * A saved list as `/v1/lists` shows it (read-only), so a CRM can find the `list_id` and `date_column` a
 * program needs. Saved lists are the account's address book, kept from its uploads and edited on the site:
 * the same lists are seen with test and live keys (a test program reads them, nothing is written to them).
 */
export const ZV1SavedListSchema = z
  .object({
    object: v1Object('saved_list'),
    id: v1Uuid("The list, as a program's `list_id` names it."),
    name: v1Text("The list's name."),
    recipients: v1Count('How many recipients the list holds.'),
    columns: z.array(z.string()).describe('Every custom column of the list, in upload order.'),
    date_columns: z
      .array(z.string())
      .describe(
        "The columns where at least one recipient has a date we can read: those a program's `date_column` may be.",
      ),
    created: v1Created(),
    updated: v1Time('When it last changed (UTC, ISO 8601).'),
  })
  .meta({ id: 'List', description: "A saved list: the account's address book, kept from its uploads." });
export type V1SavedList = z.infer<typeof ZV1SavedListSchema>;

export const ZV1SavedListListSchema = zV1List(ZV1SavedListSchema);

/** `GET /v1/lists`: filters by when a list was made. */
export const ZV1SavedListListQuerySchema = zV1ListQuery({ created: v1CreatedFilter() });
