import { z } from 'zod';
import { zV1List } from './v1-lists';

/**
 * A saved list as `/v1/lists` shows it (read-only), so a CRM can find the `list_id` and `date_column` a
 * program needs. Saved lists are the account's address book, kept from its uploads and edited on the site:
 * the same lists are seen with test and live keys (a test program reads them, nothing is written to them).
 */
export const ZV1SavedListSchema = z
  .object({
    object: z.literal('saved_list'),
    id: z.string().uuid(),
    name: z.string(),
    /** How many recipients the list holds. */
    recipients: z.number().int(),
    /** Every custom column of the list, in upload order. */
    columns: z.array(z.string()),
    /** The columns where at least one recipient has a date we can read: those a program's `date_column` may be. */
    date_columns: z.array(z.string()),
    created: z.string(),
    updated: z.string(),
  })
  .meta({ id: 'List' });
export type V1SavedList = z.infer<typeof ZV1SavedListSchema>;

export const ZV1SavedListListSchema = zV1List(ZV1SavedListSchema);
