import { testCardOutcome } from '../../../shared/payments';
import {
  V1_NO_SAVED_CARD,
  V1_PAYMENT_METHOD_TEST_ONLY,
  V1_TEST_PAYMENT_METHODS,
  type V1TestPaymentMethod,
} from '../../../shared/v1-campaign-actions';
import type { AppDeps } from '../../app-deps';
import type { CampaignRow } from '../../db/schema';
import { chargeSavedCard } from '../fulfilment/charge-saved-card';
import { payInTestMode } from '../fulfilment/test-mode-payment';
import { payableByAccount } from '../saved-cards/payable-by-account';
import { findSavedCard } from '../saved-cards/saved-card-store';
import { emitPaymentFailed } from '../webhooks/payment-events';
import { assertV1DeliveryDate } from './v1-delivery-date';
import { invalidParam, V1Error } from './v1-error';
import type { V1Scope } from './v1-scope';

/**
 * POST /v1/campaigns/:id/submit: the checkout's checks (409 when paid or cancelled, 400 without recipients),
 * then the delivery date again (it may have come too close since the campaign was made). A live key charges
 * the account's saved card through the one off-session service; a test key pays in test mode, charging
 * nobody (`payment_method` may ask for a decline). Either way the order comes from the one fulfilment path.
 */
export async function submitCampaign(
  deps: AppDeps,
  scope: V1Scope,
  campaign: CampaignRow,
  method?: V1TestPaymentMethod,
): Promise<void> {
  if (method && scope.livemode) throw invalidParam('payment_method', V1_PAYMENT_METHOD_TEST_ONLY);
  await payableByAccount(deps.database.db, campaign.id, scope.accountId);
  assertV1DeliveryDate(campaign.deliveryDate);
  if (scope.livemode) await chargeAccountCard(deps, scope.accountId, campaign.id);
  else await payTestCampaign(deps, campaign, method ?? 'pm_card_visa');
}

/**
 * A test key's payment: the test payment method decides as its test card would at checkout. A decline makes
 * no order and no intent, only the `payment.failed` event, so the campaign stays payable.
 */
async function payTestCampaign(deps: AppDeps, campaign: CampaignRow, method: V1TestPaymentMethod) {
  const outcome = testCardOutcome(V1_TEST_PAYMENT_METHODS[method]);
  if (outcome.status === 'succeeded') return void (await payInTestMode(deps, campaign));
  await deps.database.db.transaction((tx) =>
    emitPaymentFailed(tx, {
      campaignId: campaign.id,
      failureCode: outcome.code,
      failureMessage: outcome.message,
    }),
  );
  throw new V1Error(402, 'card_error', 'card_declined', outcome.message);
}

/** The live charge: 402 `card_error` when no usable card is kept or the bank declines (then no order exists). */
async function chargeAccountCard(deps: AppDeps, accountId: string, campaignId: string): Promise<void> {
  await assertChargeable(deps, accountId);
  const charge = await chargeSavedCard(deps, { accountId, campaignId });
  if (!charge.ok) throw new V1Error(402, 'card_error', 'card_declined', charge.message);
}

/** A live key's account can be charged: payments are set up (else 503) and it keeps a card there (else 402). */
export async function assertChargeable(deps: AppDeps, accountId: string): Promise<void> {
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
}
