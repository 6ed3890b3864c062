import type { DbOrTx } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import { findOwnedCampaign } from '../campaigns/owned-campaigns';
import { noSuch } from './v1-error';
import type { V1Scope } from './v1-scope';

/** The key's campaign of the key's mode; any other id (another account's, the other mode's) is a 404. */
export async function campaignInScope(db: DbOrTx, scope: V1Scope, id: string): Promise<CampaignRow> {
  const row = await findOwnedCampaign(db, scope, id);
  if (!row) {
    throw noSuch('campaign', id);
  }
  return row;
}
