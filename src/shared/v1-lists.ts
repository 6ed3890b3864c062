import { z } from 'zod';

export const V1_LIST_MESSAGES = {
  bothCursors: 'Use starting_after or ending_before, not both.',
  created: 'Use an ISO 8601 date-time with its offset, such as 2026-11-01T00:00:00Z.',
} as const;

const cursor = (description: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .optional()
    .meta({ description, examples: ['3f2b8a4e-7c1d-4e5f-9a6b-0c8d7e6f5a4b'] });

/**
 * Cursor pagination of every /v1 list (Stripe's): `limit` 1–100 (10 if absent), then `starting_after` an id
 * (the next page) or `ending_before` an id (the page before it). Any other parameter (a filter the list does
 * not have, a misspelling) is a 400 naming it, never silently ignored.
 */
const LIST_SHAPE = {
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(10)
    .describe('How many objects to answer, 1 to 100 (10 if absent).'),
  starting_after: cursor('An id from the previous page (its last object): the page after it.'),
  ending_before: cursor('An id from the current page (its first object): the page before it.'),
};

/**
 * A list query: the cursors, and the filters `filters` adds (each a query parameter of its own). Both cursors
 * at once is refused by the server's pager (`V1_LIST_MESSAGES.bothCursors`).
 */
export const zV1ListQuery = <F extends z.ZodRawShape>(filters: F) =>
  z.strictObject({ ...LIST_SHAPE, ...filters });

export const ZV1ListQuerySchema = zV1ListQuery({});
export type V1ListQuery = z.infer<typeof ZV1ListQuerySchema>;

const moment = z.iso.datetime({ offset: true, error: V1_LIST_MESSAGES.created });

/** `created[gte]=…` and its kin: objects made in a range of time (each bound optional). */
export const v1CreatedFilter = () =>
  z
    .strictObject({
      gt: moment.optional().describe('Made after this moment.'),
      gte: moment.optional().describe('Made at or after this moment.'),
      lt: moment.optional().describe('Made before this moment.'),
      lte: moment.optional().describe('Made at or before this moment.'),
    })
    .optional()
    .meta({
      description:
        'Only objects made in this range: `created[gte]=2026-11-01T00:00:00Z&created[lt]=2026-12-01T00:00:00Z`.',
    });
export type V1CreatedRange = NonNullable<z.infer<ReturnType<typeof v1CreatedFilter>>>;

/** `metadata[crm_id]=…`: only objects whose metadata holds every key given with exactly that value. */
export const v1MetadataFilter = () =>
  z.record(z.string(), z.string()).optional().meta({
    description:
      'Only objects whose metadata has each key given with exactly that value: `metadata[crm_id]=hs_4711`.',
  });

/**
 * A page of a list: `has_more` says whether there are more beyond it in the direction paged (after its last
 * object; with `ending_before`, before its first).
 */
export function zV1List<T extends z.ZodType>(item: T) {
  return z.object({ object: z.literal('list'), data: z.array(item), has_more: z.boolean() });
}

/** `/v1/<resource>/:id`: any text; an id that names nothing of the key's is a 404. */
export const ZV1IdParamsSchema = z.object({ id: z.string().min(1).max(100) });
