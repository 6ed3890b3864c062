import { and, eq } from 'drizzle-orm';
import type { CampaignStatus } from '../../../shared/statuses';
import { isUuid } from '../../../shared/uuid';
import type { V1Metadata } from '../../../shared/v1-metadata';
import type { Db, DbOrTx } from '../../db/client';
import { type CampaignRow, campaigns } from '../../db/schema';
import { keysetPage, type PageCursor } from '../../lib/keyset-page';
import { type ListFilter, listFilterOn } from '../../lib/list-filters';
import { mergedMetadata } from '../../lib/metadata-merge';

/** An account's campaigns in one mode: what a /v1 key sees, and (live) what the account's own pages see. */
export interface CampaignOwner {
  accountId: string;
  livemode: boolean;
}

const ofOwner = (owner: CampaignOwner) =>
  and(eq(campaigns.accountId, owner.accountId), eq(campaigns.livemode, owner.livemode));

/** The owner's campaign with this id; another account's, another mode's or no UUID at all is undefined. */
export async function findOwnedCampaign(
  db: DbOrTx,
  owner: CampaignOwner,
  id: string,
): Promise<CampaignRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), ofOwner(owner)));
  return row;
}

/** Which of the owner's campaigns a list shows: by status, when made, by metadata. */
export interface CampaignFilter extends ListFilter {
  status?: CampaignStatus;
}

/** Up to n of the owner's campaigns that pass `filter`, newest first (by campaign number), beyond `cursor`. */
export function listOwnedCampaigns(
  db: DbOrTx,
  owner: CampaignOwner,
  filter: CampaignFilter,
  cursor: PageCursor<CampaignRow>,
  n: number,
): Promise<CampaignRow[]> {
  const page = keysetPage([{ column: campaigns.number, of: (row) => row.number }], 'desc', cursor);
  return db
    .select()
    .from(campaigns)
    .where(
      and(
        ofOwner(owner),
        filter.status ? eq(campaigns.status, filter.status) : undefined,
        listFilterOn(campaigns, filter),
        page.where,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(n);
}

/** Merges `sent` into the metadata of the owner's campaign: the campaign after, or undefined when not theirs. */
export async function updateOwnedCampaignMetadata(
  db: Db,
  owner: CampaignOwner,
  id: string,
  sent: V1Metadata,
): Promise<CampaignRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    // Locked while merged, so two updates of different keys both land.
    const [row] = await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, id), ofOwner(owner)))
      .for('update');
    if (!row) return undefined;
    const [updated] = await tx
      .update(campaigns)
      .set({ metadata: mergedMetadata(row.metadata, sent), updatedAt: new Date() })
      .where(eq(campaigns.id, id))
      .returning();
    return updated;
  });
}
