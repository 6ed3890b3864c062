import type { Tx } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { findCampaignOrder } from '../orders/campaign-orders';
import { changeRefusal, mayOpen, type SiteCaller } from './campaign-access';
import { CAMPAIGN_NOT_FOUND, lockCampaign } from './campaign-store';

const CAMPAIGN_PAID =
  'This campaign has been paid for, so its design files and contacts can no longer be changed. Contact us if something needs fixing.';
const CAMPAIGN_EXPIRED =
  'This campaign was not paid within 30 days and has expired. Please start a new campaign.';
export const CAMPAIGN_IN_PRODUCTION =
  'This order is already in production, so it can no longer be changed. Contact us if something needs fixing.';

/**
 * Locks the campaign and refuses changes once it is paid for, expired or in production: 404 unknown, 409
 * otherwise. `guest` is the caller of a site route (admin and /v1 pass none, their scope is checked already):
 * it must be allowed to open the campaign (404 as if unknown) and to change it (campaign-access.ts, 409).
 */
export async function assertCampaignEditable(
  tx: Tx,
  campaignId: string,
  guest?: SiteCaller,
): Promise<CampaignRow> {
  const row = await lockCampaign(tx, campaignId);
  if (!row || (guest && !mayOpen(row, guest))) throw notFound(CAMPAIGN_NOT_FOUND);
  const order = await findCampaignOrder(tx, campaignId);
  if (order?.status === 'paid') throw conflict(CAMPAIGN_PAID);
  if (row.source === 'web' && row.status === 'cancelled') throw conflict(CAMPAIGN_EXPIRED);
  if (row.status === 'processing' || row.status === 'completed') throw conflict(CAMPAIGN_IN_PRODUCTION);
  const refusal = guest && changeRefusal(row, guest);
  if (refusal) throw conflict(refusal);
  return row;
}
