import { and, desc, eq, lt } from 'drizzle-orm';
import { isUuid } from '../../../shared/uuid';
import type { DbOrTx } from '../../db/client';
import { campaigns } from '../../db/schema';
import type { V1Scope } from './v1-scope';

export type CampaignRow = typeof campaigns.$inferSelect;

const ofScope = (scope: V1Scope) =>
  and(eq(campaigns.accountId, scope.accountId), eq(campaigns.livemode, scope.livemode));

/** The scope's campaign with this id; another account's, another mode's or no UUID at all is undefined. */
export async function findV1CampaignRow(
  db: DbOrTx,
  scope: V1Scope,
  id: string,
): Promise<CampaignRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), ofScope(scope)));
  return row;
}

/** Up to n of the scope's campaigns, newest first (by campaign number), after the campaign `after` if given. */
export function listV1CampaignRows(
  db: DbOrTx,
  scope: V1Scope,
  after: CampaignRow | undefined,
  n: number,
): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(and(ofScope(scope), after ? lt(campaigns.number, after.number) : undefined))
    .orderBy(desc(campaigns.number))
    .limit(n);
}
