import { orderReference } from '../../../shared/order-reference';
import type { AppDeps } from '../../app-deps';
import type { CampaignRow } from '../../db/schema';
import { paymentFailed } from '../../lib/errors';
import { mailContext } from '../../lib/mail/mail-context';
import type { CardRef } from '../payments/card-on-file';
import { TestPaymentProvider } from '../payments/test-provider';
import { fulfilPayment } from './fulfil-payment';

/**
 * What test-mode campaigns are paid and refunded through, whatever provider the server uses for live money:
 * the built-in test provider, which records intents and refunds in our tables and calls nobody.
 */
export const testModePayments = (deps: Pick<AppDeps, 'database'>) =>
  new TestPaymentProvider(deps.database.db);

/** The card a test key pays with, as Stripe's test mode has `pm_card_visa`: the test provider always accepts it. */
const TEST_MODE_CARD: CardRef = { customerId: 'cus_test_mode', paymentMethodId: 'pm_test_mode' };

/**
 * Pays a test campaign without charging anyone: a succeeded test intent made into an order by the one
 * fulfilment path, so `order.paid` and `campaign.status_changed` are emitted (livemode false) exactly as for a
 * live payment. No receipt address is given, so no confirmation e-mail is sent for a test order. The intent
 * id comes from the campaign and amount: a retry is the same payment and the same order. Answers the order id.
 */
export async function payInTestMode(
  deps: Pick<AppDeps, 'config' | 'database'>,
  campaign: CampaignRow,
): Promise<string> {
  const charge = await testModePayments(deps).chargeCard({
    card: TEST_MODE_CARD,
    campaignId: campaign.id,
    campaignNumber: campaign.number,
    amountCents: campaign.totalAmountCents,
    description: `Quillpost test order ${orderReference(campaign.number)}: ${campaign.name}`,
    receiptEmail: '',
    idempotencyKey: `v1-test-submit:${campaign.id}:${campaign.totalAmountCents}`,
  });
  if (charge.status === 'failed') throw paymentFailed(charge.message);
  const { order } = await deps.database.db.transaction((tx) =>
    fulfilPayment(tx, { intent: charge.intent, customerEmail: null }, mailContext(deps)),
  );
  return order.id;
}
