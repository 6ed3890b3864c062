import { and, asc, eq, gt } from 'drizzle-orm';
import { isUuid } from '../../../shared/uuid';
import type { DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema';

export type RecipientRow = typeof contacts.$inferSelect;

/** One recipient of the campaign (already checked to be the key's); any other id is undefined. */
export async function findRecipientRow(
  db: DbOrTx,
  campaignId: string,
  id: string,
): Promise<RecipientRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.campaignId, campaignId), eq(contacts.id, id)));
  return row;
}

/** Up to n of the campaign's recipients in the order they were added, after the recipient `after` if given. */
export function listRecipientRows(
  db: DbOrTx,
  campaignId: string,
  after: RecipientRow | undefined,
  n: number,
): Promise<RecipientRow[]> {
  return db
    .select()
    .from(contacts)
    .where(
      and(eq(contacts.campaignId, campaignId), after ? gt(contacts.position, after.position) : undefined),
    )
    .orderBy(asc(contacts.position))
    .limit(n);
}
