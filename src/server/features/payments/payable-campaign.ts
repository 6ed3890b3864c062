import { orderReference } from '../../../shared/order-reference';
import type { CampaignRow, OrderRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';

export const TEST_CAMPAIGN_NEVER_CHARGED =
  'This is a test campaign (made with a test API key): it is never charged. Submit it with the test key instead.';

/** A test campaign is paid only in test mode (POST /v1/campaigns/:id/submit with a test key), never by a card. */
export function assertLiveCampaign(campaign: CampaignRow): void {
  if (!campaign.livemode) throw conflict(TEST_CAMPAIGN_NEVER_CHARGED);
}

const NO_RECIPIENTS = 'This campaign has no contacts yet. Upload your contact list before paying.';

/**
 * A campaign can be paid when it is not paid yet, not cancelled, has at least one recipient and exactly as
 * many notes as recipients (what is paid for is what is written), and an amount; the amount charged is
 * always the row's totalAmountCents.
 */
export function assertPayable(
  campaign: CampaignRow,
  paidOrder: OrderRow | undefined,
  recipients: number,
): void {
  if (paidOrder)
    throw conflict(`This campaign has already been paid (order ${orderReference(campaign.number)}).`);
  if (campaign.status === 'cancelled') throw conflict('This campaign was cancelled and cannot be paid.');
  if (recipients <= 0 || campaign.totalNotes <= 0) throw badRequest(NO_RECIPIENTS);
  if (campaign.totalNotes !== recipients) {
    throw conflict(
      `This campaign is priced for ${campaign.totalNotes.toLocaleString('en-US')} notes but has ${recipients.toLocaleString('en-US')} recipients. Please contact us so we can correct it before you pay.`,
    );
  }
  if (campaign.totalAmountCents <= 0) throw badRequest('This campaign has no amount to pay.');
}
