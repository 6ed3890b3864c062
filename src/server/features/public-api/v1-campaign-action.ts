import type { V1CampaignWithOrder } from '../../../shared/v1-campaign-actions';
import type { AppDeps } from '../../app-deps';
import type { CampaignRow } from '../../db/schema';
import { campaignInScope } from './v1-campaign-in-scope';
import { v1Campaign } from './v1-campaign-view';
import type { V1Scope } from './v1-scope';

/** What an action does to the key's campaign; answers the id of the order it made or touched, if any. */
export type V1CampaignAction = (
  deps: AppDeps,
  scope: V1Scope,
  campaign: CampaignRow,
) => Promise<string | null>;

/**
 * One /v1 action on a campaign (submit, cancel): the key's campaign (404 for any other), the action, then the
 * campaign read again so the answer shows what the action changed, with the order's id.
 */
export async function actOnV1Campaign(
  deps: AppDeps,
  scope: V1Scope,
  campaignId: string,
  action: V1CampaignAction,
): Promise<V1CampaignWithOrder> {
  const db = deps.database.db;
  const orderId = await action(deps, scope, await campaignInScope(db, scope, campaignId));
  return { ...(await v1Campaign(db, await campaignInScope(db, scope, campaignId))), order_id: orderId };
}
