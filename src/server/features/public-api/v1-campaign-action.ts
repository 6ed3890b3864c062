import type { V1Campaign } from '../../../shared/v1-campaigns';
import type { AppDeps } from '../../app-deps';
import type { CampaignRow } from '../../db/schema';
import { v1Campaign } from '../v1-objects/v1-campaign-view';
import { campaignInScope } from './v1-campaign-in-scope';
import type { V1Scope } from './v1-scope';

/** What an action does to the key's campaign. */
export type V1CampaignAction = (deps: AppDeps, scope: V1Scope, campaign: CampaignRow) => Promise<void>;

/**
 * One /v1 action on a campaign (submit, cancel): the key's campaign (404 for any other), the action, then the
 * campaign read again so the answer shows what the action changed (its `order_id` once paid).
 */
export async function actOnV1Campaign(
  deps: AppDeps,
  scope: V1Scope,
  campaignId: string,
  action: V1CampaignAction,
): Promise<V1Campaign> {
  const db = deps.database.db;
  await action(deps, scope, await campaignInScope(db, scope, campaignId));
  return v1Campaign(db, await campaignInScope(db, scope, campaignId));
}
