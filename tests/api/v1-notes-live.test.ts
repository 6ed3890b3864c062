import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, designTemplates } from '../../src/server/db/schema';
import { ordersOf } from '../support/campaign-fixtures';
import { startSmtpServer } from '../support/smtp';
import { createStripeTestApp, type StripeDouble, startStripeDouble } from '../support/stripe-double';
import { saveCardAtCheckout } from '../support/stripe-saved-card';
import type { TestApp } from '../support/test-app';
import { expectV1Error, type V1Customer, v1Call, v1Customer } from '../support/v1-client';

/** POST /v1/notes with a live key against a local double of Stripe (issue 25 §4): the saved card, charged once. */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let stripe: StripeDouble;
let t: TestApp;
let templateId: number;
let dana: V1Customer;

const offSessionCharges = () =>
  stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.body.confirm === 'true');
const send = (headers: Record<string, string> = {}) =>
  v1Call(
    t,
    dana.live,
    'POST',
    '/v1/notes',
    {
      to: { name: 'Ann Lee', address: '12 Main Street', city: 'Springfield', state: 'IL', zip: '62701' },
      message: 'Thank you for your order!',
      template_id: templateId,
    },
    headers,
  );
const liveCampaigns = async () =>
  (await t.database.db.select().from(campaigns).where(eq(campaigns.accountId, dana.accountId))).filter(
    (c) => c.livemode,
  );

beforeAll(async () => {
  smtp = await startSmtpServer();
  stripe = await startStripeDouble();
  t = await createStripeTestApp(stripe, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  const [template] = await t.database.db.select().from(designTemplates).limit(1);
  templateId = template!.id;
  dana = await v1Customer(t, smtp, 'dana@notes.test');
});
afterAll(async () => {
  await smtp.close();
  await stripe.close();
});

describe('POST /v1/notes with a live key', () => {
  it('charges the saved card once for the one-note price; a retry replays without charging', async () => {
    const card = await saveCardAtCheckout(t, stripe, dana, 'dana@notes.test');
    const before = offSessionCharges().length;
    const res = await send({ 'idempotency-key': 'crm-deal-7' });
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json();
    expect(note).toMatchObject({ object: 'note', livemode: true, status: 'pending' });
    const charges = offSessionCharges().slice(before);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.body).toMatchObject({
      amount: String(note.amount),
      customer: card.providerCustomerId,
      payment_method: card.providerPaymentMethodId,
      off_session: 'true',
    });
    const [order] = await ordersOf(t.database.db, note.campaign_id);
    expect(order).toMatchObject({ id: note.order_id, status: 'paid', paymentProvider: 'stripe' });

    const replay = await send({ 'idempotency-key': 'crm-deal-7' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(note);
    expect(offSessionCharges()).toHaveLength(before + 1);
  });

  it('a declined card is 402 and leaves its campaign cancelled with no order', async () => {
    const card = await saveCardAtCheckout(t, stripe, dana, 'dana@notes.test');
    stripe.declineCard(
      card.providerPaymentMethodId,
      'insufficient_funds',
      'Your card has insufficient funds.',
    );
    const known = new Set((await liveCampaigns()).map((c) => c.id));
    const error = expectV1Error(await send(), 402, 'card_error');
    expect(error).toMatchObject({ code: 'card_declined', message: 'Your card has insufficient funds.' });
    const made = (await liveCampaigns()).filter((c) => !known.has(c.id) && c.name.startsWith('Note to'));
    expect(made).toHaveLength(1);
    expect(made[0]!.status).toBe('cancelled');
    expect(await ordersOf(t.database.db, made[0]!.id)).toEqual([]);
  });
});
