import { z } from 'zod';

/**
 * Cursor pagination of every /v1 list (Stripe's): `limit` 1–100 (10 if absent), `starting_after` an id. Any
 * other parameter (a filter the API does not have, a misspelling) is a 400 naming it, never silently ignored.
 */
export const ZV1ListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  starting_after: z.string().min(1).max(100).optional(),
});
export type V1ListQuery = z.infer<typeof ZV1ListQuerySchema>;

/** A page of a list: `has_more` says whether `starting_after` = the last id would find more. */
export function zV1List<T extends z.ZodType>(item: T) {
  return z.object({ object: z.literal('list'), data: z.array(item), has_more: z.boolean() });
}

/** `/v1/<resource>/:id`: any text; an id that names nothing of the key's is a 404. */
export const ZV1IdParamsSchema = z.object({ id: z.string().min(1).max(100) });
