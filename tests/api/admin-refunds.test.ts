import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds, statusHistory } from '../../src/server/db/schema';
import { createPaymentIntent } from '../../src/shared/contracts/payments/create-payment-intent';
import { REFUND_MESSAGES, tooMuch } from '../../src/shared/refunds';
import { insertCampaign, insertInvoiceOrder } from '../support/campaign-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, signIn } from './admin-helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app);
});

const card = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
  cvc: '123',
};

/** A card order paid through the test provider: 120 notes at $3.99 = $478.80. */
async function cardOrder() {
  const campaign = await insertCampaign(t.database.db, { notes: 120 });
  const intent = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { campaignId: campaign.id },
  });
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    payload: {
      ...createPaymentIntent.response.parse(intent.json()),
      card,
      receiptEmail: 'office@maple-family-dental.test',
    },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.campaignId, campaign.id));
  return order!;
}

const refund = (id: string, payload: object, auth: Record<string, string> = bearer(token)) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refunds`, headers: auth, payload });

describe('POST /api/admin/orders/:id/refunds', () => {
  it('refunds part, then the rest; the order is refunded once nothing is left', async () => {
    const order = await cardOrder();
    const total = order.amountCents;

    const partial = await refund(order.id, { amount: '12.50', reason: 'Two addresses were duplicates' });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({
      id: order.id,
      status: 'paid',
      refunded: '12.50',
      refundable: true,
    });

    const over = await refund(order.id, {
      amount: ((total - 1250 + 1) / 100).toFixed(2),
      reason: 'Too much',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: tooMuch(((total - 1250) / 100).toFixed(2)) });

    const rest = await refund(order.id, {
      amount: ((total - 1250) / 100).toFixed(2),
      reason: 'Customer cancelled',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({
      status: 'refunded',
      refunded: (total / 100).toFixed(2),
      refundable: false,
      campaignStatus: 'pending',
    });

    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.map((r) => [r.amountCents, r.reason, r.actor, r.provider])).toEqual(
      expect.arrayContaining([
        [1250, 'Two addresses were duplicates', 'staff:admin', 'test'],
        [total - 1250, 'Customer cancelled', 'staff:admin', 'test'],
      ]),
    );
    expect(new Set(rows.map((r) => r.providerRefundId)).size).toBe(2);
    const history = await t.database.db
      .select()
      .from(statusHistory)
      .where(eq(statusHistory.orderId, order.id));
    expect(history.map((h) => [h.fromStatus, h.status, h.actor, h.detail])).toContainEqual([
      'paid',
      'refunded',
      'staff:admin',
      'Customer cancelled',
    ]);

    const nothingLeft = await refund(order.id, { amount: '1.00', reason: 'Again' });
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json()).toEqual({ message: REFUND_MESSAGES.nothingLeft });
  });

  it('cannot refund an invoice order through the provider', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 10, source: 'admin' });
    const invoice = await insertInvoiceOrder(t.database.db, campaign, 'accounts@northwind.test');
    const pending = await refund(invoice.id, { amount: '5.00', reason: 'Discount' });
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({ message: REFUND_MESSAGES.notPaid });

    // Paid by bank transfer: staff set it paid, and no provider ever saw the money.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${invoice.id}`,
      headers: bearer(token),
      payload: { status: 'paid' },
    });
    const transfer = await refund(invoice.id, { amount: '5.00', reason: 'Discount' });
    expect(transfer.statusCode).toBe(409);
    expect(transfer.json()).toEqual({ message: REFUND_MESSAGES.noProviderPayment });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?q=accounts@northwind.test',
      headers: bearer(token),
    });
    expect(list.json().items[0]).toMatchObject({ id: invoice.id, refundable: false, refunded: '0.00' });
  });

  it('requires a reason, a positive amount and the admin token', async () => {
    const order = await cardOrder();
    for (const [payload, message] of [
      [{ amount: '5.00' }, REFUND_MESSAGES.reason],
      [{ amount: '5.00', reason: '   ' }, REFUND_MESSAGES.reason],
      [{ amount: '0', reason: 'x' }, REFUND_MESSAGES.amount],
      [{ amount: '-3.00', reason: 'x' }, REFUND_MESSAGES.amount],
      [{ amount: '5.001', reason: 'x' }, REFUND_MESSAGES.amount],
      [{ amount: 5, reason: 'x' }, REFUND_MESSAGES.amount],
    ] as const) {
      const res = await refund(order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await refund(order.id, { amount: '5.00', reason: 'x' }, {})).statusCode).toBe(401);
    expect((await refund(crypto.randomUUID(), { amount: '5.00', reason: 'x' })).statusCode).toBe(404);
    const [unchanged] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(unchanged).toMatchObject({ status: 'paid', refundedCents: 0 });
  });
});
