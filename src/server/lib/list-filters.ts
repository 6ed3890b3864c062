import { type AnyColumn, and, gt, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { V1CreatedRange } from '../../shared/v1-lists';
import type { V1Metadata } from '../../shared/v1-metadata';

/** The filters /v1 lists share: when an object was made, and what its metadata holds. */
export interface ListFilter {
  created?: V1CreatedRange;
  metadata?: V1Metadata;
}

/** Rows whose `column` (a timestamp) falls in the range; each bound is optional. */
export function createdWithin(column: AnyColumn, range: V1CreatedRange | undefined): SQL | undefined {
  if (!range) return undefined;
  const bounds: [typeof gt, string | undefined][] = [
    [gt, range.gt],
    [gte, range.gte],
    [lt, range.lt],
    [lte, range.lte],
  ];
  return and(
    ...bounds.map(([op, moment]) => (moment === undefined ? undefined : op(column, new Date(moment)))),
  );
}

/** Rows whose metadata (a jsonb column) holds every wanted key with exactly its value. */
export function metadataContains(column: AnyColumn, wanted: V1Metadata | undefined): SQL | undefined {
  if (!wanted || Object.keys(wanted).length === 0) return undefined;
  return sql`${column} @> ${JSON.stringify(wanted)}::jsonb`;
}

/** Both shared filters on a table's `created_at` and `metadata` columns. */
export const listFilterOn = (columns: { createdAt: AnyColumn; metadata: AnyColumn }, filter: ListFilter) =>
  and(createdWithin(columns.createdAt, filter.created), metadataContains(columns.metadata, filter.metadata));
