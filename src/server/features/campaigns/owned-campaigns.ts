import { and, desc, eq, lt } from 'drizzle-orm';
import { isUuid } from '../../../shared/uuid';
import type { DbOrTx } from '../../db/client';
import { type CampaignRow, campaigns } from '../../db/schema';

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

/** Up to n of the owner's campaigns, newest first (by campaign number), after the campaign `after` if given. */
export function listOwnedCampaigns(
  db: DbOrTx,
  owner: CampaignOwner,
  after: CampaignRow | undefined,
  n: number,
): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(and(ofOwner(owner), after ? lt(campaigns.number, after.number) : undefined))
    .orderBy(desc(campaigns.number))
    .limit(n);
}
