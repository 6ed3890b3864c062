import { V1_NO_SAVED_CARD } from '../../../shared/v1-campaign-actions';
import type { AppDeps } from '../../app-deps';
import { chargeSavedCard } from '../fulfilment/charge-saved-card';
import { payInTestMode } from '../fulfilment/test-mode-payment';
import { payableByAccount } from '../saved-cards/payable-by-account';
import { findSavedCard } from '../saved-cards/saved-card-store';
import type { V1CampaignAction } from './v1-campaign-action';
import { assertV1DeliveryDate } from './v1-delivery-date';
import { V1Error } from './v1-error';

/**
 * POST /v1/campaigns/:id/submit: the checkout's checks (409 when paid or cancelled, 400 without recipients),
 * then the delivery date again (it may have come too close since the campaign was made). A live key charges
 * the account's saved card through the one off-session service; a test key pays in test mode, charging
 * nobody. Either way the order comes from the one fulfilment path.
 */
export const submitCampaign: V1CampaignAction = async (deps, scope, campaign) => {
  await payableByAccount(deps.database.db, campaign.id, scope.accountId);
  assertV1DeliveryDate(campaign.deliveryDate);
  if (scope.livemode) await chargeAccountCard(deps, scope.accountId, campaign.id);
  else await payInTestMode(deps, campaign);
};

/** The live charge: 402 `card_error` when no usable card is kept or the bank declines (then no order exists). */
async function chargeAccountCard(deps: AppDeps, accountId: string, campaignId: string): Promise<void> {
  const provider = deps.payments;
  if (!provider) {
    throw new V1Error(
      503,
      'api_error',
      'payments_unavailable',
      'Card payments are not set up on this server.',
    );
  }
  const card = await findSavedCard(deps.database.db, accountId);
  if (card?.provider !== provider.name) {
    throw new V1Error(402, 'card_error', 'no_saved_card', V1_NO_SAVED_CARD);
  }
  const charge = await chargeSavedCard(deps, { accountId, campaignId });
  if (!charge.ok) throw new V1Error(402, 'card_error', 'card_declined', charge.message);
}
