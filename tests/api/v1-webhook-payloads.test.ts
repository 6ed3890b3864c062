import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designTemplates } from '../../src/server/db/schema';
import { arrivalWindow } from '../../src/shared/arrival-window';
import { CARD_MESSAGES, TEST_CARDS } from '../../src/shared/payments';
import { WEBHOOK_EVENT_SCHEMAS, type WebhookEventName } from '../../src/shared/webhook-events';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from '../../src/shared/webhooks';
import { insertCampaign } from '../support/campaign-fixtures';
import { payByTestCard } from '../support/pay-by-test-card';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';
import { expectV1Error, type V1Customer, v1Call, v1CampaignWith, v1Customer } from '../support/v1-client';
import { verifyLikeTheReadme } from '../support/verify-webhook';
import { startReceiver } from '../support/webhook-receiver';

/*
 * Issue 25 §2: webhook payloads are the API's resources. Each event a real receiver gets verifies with the
 * `standardwebhooks` library, matches its shared schema (the one the document's `webhooks` section is made
 * from) with no field beyond it, and its `data.object` is what `GET` answers for that resource at that moment,
 * metadata included. `payment.failed` is produced in test mode by the declining test card.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let t: TestApp;
let alice: V1Customer;
let templateId: number;
const secrets: Record<'test' | 'live', string> = { test: '', live: '' };

beforeAll(async () => {
  smtp = await startSmtpServer();
  receiver = await startReceiver();
  // The receiver is on loopback over plain http: allowed only by the tests' and developers' setting.
  t = await createTestApp({ SMTP_URL: smtp.url, WEBHOOKS_ALLOW_PRIVATE: 'true' });
  alice = await v1Customer(t, smtp, 'alice@v1-payloads.test');
  const [template] = await t.database.db.select().from(designTemplates).limit(1);
  templateId = template!.id;
  for (const mode of ['test', 'live'] as const) {
    const res = await call(alice[mode], 'POST', '/v1/webhook_endpoints', {
      url: receiver.url,
      events: [...WEBHOOK_EVENT_TYPES],
    });
    expect(res.statusCode, res.body).toBe(201);
    secrets[mode] = res.json().secret;
  }
});
afterAll(async () => {
  await receiver.close();
  await smtp.close();
});

const call = (key: string, method: 'GET' | 'POST', url: string, body?: object) =>
  v1Call(t, key, method, url, body);
const get = async (key: string, url: string) => (await call(key, 'GET', url)).json();

interface Event {
  id: string;
  type: string;
  livemode: boolean;
  data: { object: Record<string, unknown> } & Record<string, unknown>;
}

/** Every delivery so far, verified with its mode's secret and checked against its event's shared schema. */
function delivered(): Event[] {
  return receiver.received.map(({ body, headers }) => {
    const { livemode } = JSON.parse(body) as { livemode: boolean };
    const event = verifyLikeTheReadme(secrets[livemode ? 'live' : 'test'], body, headers);
    const schema = WEBHOOK_EVENT_SCHEMAS[event.type as WebhookEventName];
    expect(schema, event.type).toBeDefined();
    // Parsing drops any field the schema lacks: equal means the payload has exactly the documented fields.
    expect(schema.parse(event)).toEqual(event);
    return event as unknown as Event;
  });
}

/** Waits for the events of `type` about `id` (the object itself or its campaign) until there are `count`. */
const eventsAbout = (type: string, id: string, count = 1) =>
  until(
    () => {
      const found = delivered().filter(
        (e) =>
          e.type === type && [e.data.object.id, e.data.object.campaign_id, e.data.campaign_id].includes(id),
      );
      return found.length >= count ? found : undefined;
    },
    () => `${count} ${type} event(s) about ${id}`,
  );

describe('webhook payloads', () => {
  it('payment.failed from the declining test card via /v1, then the campaign is paid: objects as GET shows them', async () => {
    const id = await v1CampaignWith(t, alice.test, templateId, 2);
    const metadata = { crm_id: 'deal_4711' };
    expect((await call(alice.test, 'POST', `/v1/campaigns/${id}`, { metadata })).statusCode).toBe(200);

    const declined = await call(alice.test, 'POST', `/v1/campaigns/${id}/submit`, {
      payment_method: 'pm_card_chargeDeclined',
    });
    expect(expectV1Error(declined, 402, 'card_error')).toMatchObject({
      code: 'card_declined',
      message: CARD_MESSAGES.declined,
    });
    const campaign = await get(alice.test, `/v1/campaigns/${id}`);
    expect(campaign).toMatchObject({ status: 'draft', order_id: null });
    const [failed] = await eventsAbout('payment.failed', id);
    expect(failed).toMatchObject({ livemode: false });
    expect(failed!.data.object).toEqual({
      object: 'payment_failure',
      campaign_id: id,
      program_id: null,
      payment_intent: null,
      amount: campaign.amount,
      currency: 'usd',
      failure_code: 'card_declined',
      failure_message: CARD_MESSAGES.declined,
      metadata,
    });

    // Still payable: the default test payment method pays it.
    const paid = await call(alice.test, 'POST', `/v1/campaigns/${id}/submit`);
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json().order_id;
    const [orderPaid] = await eventsAbout('order.paid', orderId);
    expect(orderPaid!.data).toEqual({ object: await get(alice.test, `/v1/orders/${orderId}`) });
    expect(orderPaid!.data.object.metadata).toEqual(metadata);
    const [changed] = await eventsAbout('campaign.status_changed', id);
    expect(changed!.data).toEqual({
      object: await get(alice.test, `/v1/campaigns/${id}`),
      previous_attributes: { status: 'draft' },
    });
    expect(changed!.data.object).toMatchObject({ status: 'pending', order_id: orderId, metadata });
  });

  it('note.written and note.mailed name each recipient as the recipients list shows it then, and the campaign', async () => {
    const id = await v1CampaignWith(t, alice.test, templateId, 2);
    expect((await call(alice.test, 'POST', `/v1/campaigns/${id}/submit`)).statusCode).toBe(200);
    const advance = async () =>
      expect((await call(alice.test, 'POST', `/v1/test/campaigns/${id}/advance`)).statusCode).toBe(200);
    const recipients = async () => (await get(alice.test, `/v1/campaigns/${id}/recipients`)).data;
    const { arrival } = await get(alice.test, `/v1/campaigns/${id}`);
    await advance();
    // In production, nothing written yet: each note arrives in the campaign's planned window.
    expect(await recipients()).toEqual([
      expect.objectContaining({
        status: 'pending',
        written_at: null,
        mailed_at: null,
        arrival: { arrives_from: arrival.arrives_from, arrives_by: arrival.arrives_by },
      }),
      expect.objectContaining({ status: 'pending' }),
    ]);

    for (const stage of ['written', 'mailed'] as const) {
      await advance();
      const now = await recipients();
      expect(now.map((r: { status: string }) => r.status)).toEqual([stage, stage]);
      const notes = await eventsAbout(`note.${stage}`, id, 2);
      expect(notes).toHaveLength(2);
      expect(notes.map((e) => e.data)).toEqual(
        expect.arrayContaining(now.map((object: object) => ({ object, campaign_id: id }))),
      );
    }
    // Mailed: the window runs from the note's own mailing day.
    const [mailed] = await recipients();
    expect(Date.parse(mailed.written_at)).toBeLessThanOrEqual(Date.parse(mailed.mailed_at));
    const window = arrivalWindow({ deliveryDate: null, mailedOn: mailed.mailed_at.slice(0, 10) })!;
    expect(mailed.arrival).toEqual({ arrives_from: window.from, arrives_by: window.to });
  });

  it("payment.failed from the checkout's declining test card, and the campaign is paid after", async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 1, accountId: alice.accountId });
    const email = 'alice@v1-payloads.test';
    await expect(payByTestCard(t, campaign.id, email, alice.cookie, TEST_CARDS.declined)).rejects.toThrow(
      /confirm: 402/,
    );
    const [failed] = await eventsAbout('payment.failed', campaign.id);
    expect(failed).toMatchObject({
      livemode: true,
      data: {
        object: {
          campaign_id: campaign.id,
          amount: campaign.totalAmountCents,
          failure_code: 'card_declined',
          failure_message: CARD_MESSAGES.declined,
          payment_intent: expect.stringMatching(/^pi_test_/),
        },
      },
    });
    const orderId = await payByTestCard(t, campaign.id, email, alice.cookie);
    const [orderPaid] = await eventsAbout('order.paid', orderId);
    expect(orderPaid!.data).toEqual({ object: await get(alice.live, `/v1/orders/${orderId}`) });
  });

  it('the test event names its endpoint, in its documented shape', async () => {
    const { data } = await get(alice.test, '/v1/webhook_endpoints');
    const endpoint = data[0] as { id: string; url: string };
    const res = await call(alice.test, 'POST', `/v1/webhook_endpoints/${endpoint.id}/test`);
    expect(res.statusCode, res.body).toBe(200);
    const [ping] = await until(
      () => {
        const found = delivered().filter((e) => e.type === WEBHOOK_TEST_EVENT);
        return found.length > 0 ? found : undefined;
      },
      () => 'the test event',
    );
    expect(ping!.data).toEqual({
      object: { object: 'webhook_endpoint', id: endpoint.id, url: endpoint.url },
    });
  });
});

describe("the document's webhooks section", () => {
  it('describes every event type and the test event, each body a named event referencing the resources', async () => {
    const doc: OpenAPIV3_1.Document = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const types = [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT];
    expect(Object.keys(doc.webhooks ?? {}).sort()).toEqual([...types].sort());
    const schemas = doc.components?.schemas ?? {};
    const objectRef = (type: string) => {
      const item = doc.webhooks![type] as OpenAPIV3_1.PathItemObject;
      const body = item.post!.requestBody as OpenAPIV3_1.RequestBodyObject;
      const ref = (body.content['application/json']!.schema as { $ref: string }).$ref;
      const event = schemas[ref.replace('#/components/schemas/', '')] as OpenAPIV3_1.SchemaObject;
      expect(event, ref).toBeDefined();
      const data = event.properties!.data as OpenAPIV3_1.SchemaObject;
      return JSON.stringify(data.properties!.object);
    };
    expect(objectRef('order.paid')).toContain('#/components/schemas/OrderWithHistory');
    expect(objectRef('order.refunded')).toContain('#/components/schemas/OrderWithHistory');
    expect(objectRef('campaign.status_changed')).toContain('#/components/schemas/Campaign"');
    expect(objectRef('note.written')).toContain('#/components/schemas/Recipient"');
    expect(objectRef('note.mailed')).toContain('#/components/schemas/Recipient"');
    expect(objectRef('program.sends_created')).toContain('#/components/schemas/Program"');
    expect(objectRef('payment.failed')).toContain('#/components/schemas/PaymentFailure"');
  });
});
