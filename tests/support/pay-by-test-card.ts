import { eq } from 'drizzle-orm';
import { orders } from '../../src/server/db/schema';
import { createPaymentIntent } from '../../src/shared/contracts/payments/create-payment-intent';
import { TEST_CARDS } from '../../src/shared/payments';
import type { TestApp } from './test-app';

/**
 * Pays a campaign as a customer would with the built-in test provider (no Stripe keys): opens the intent,
 * confirms it with the success card (or `number`, e.g. the declining card: then it throws the 402). Returns
 * the paid order's id. A campaign made in an account is paid by that account: pass its session `cookie`.
 */
export async function payByTestCard(
  t: TestApp,
  campaignId: string,
  email: string,
  cookie?: string,
  number: string = TEST_CARDS.success,
): Promise<string> {
  const { app } = t;
  const headers = cookie ? { cookie } : {};
  const intent = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { campaignId },
    headers,
  });
  if (intent.statusCode !== 200) throw new Error(`intent: ${intent.statusCode} ${intent.body}`);
  const { paymentIntentId, clientSecret } = createPaymentIntent.response.parse(intent.json());
  const card = {
    number,
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  };
  const paid = await app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    payload: { paymentIntentId, clientSecret, card, receiptEmail: email },
    headers,
  });
  if (paid.statusCode !== 200) throw new Error(`confirm: ${paid.statusCode} ${paid.body}`);
  const [order] = await t.database.db
    .select()
    .from(orders)
    .where(eq(orders.paymentIntentId, paymentIntentId));
  return order!.id;
}
