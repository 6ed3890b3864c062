import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, designTemplates, orders } from '../../src/server/db/schema';
import { v1CreateNote } from '../../src/shared/contracts/v1/create-note';
import { addBusinessDays } from '../../src/shared/delivery-date';
import { TRANSIT_BUSINESS_DAYS } from '../../src/shared/delivery-lead-times';
import { V1_NO_SAVED_CARD } from '../../src/shared/v1-campaign-actions';
import { ordersOf } from '../support/campaign-fixtures';
import type { startSmtpServer } from '../support/smtp';
import type { TestApp } from '../support/test-app';
import { expectV1Error, type V1Customer, v1Call, v1Customer, v1DeliveryDate } from '../support/v1-client';
import { v1BedWithCard } from './v1-bed';

/** POST /v1/notes and GET /v1/notes/:id (issue 25 §4): one call sends one note. */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let templateId: number;
let alice: V1Customer;
let carol: V1Customer;

const TO = { name: 'Ann Lee', address: '12 Main Street', city: 'Springfield', state: 'IL', zip: '62701' };
const note = (extra: object = {}) => ({
  to: TO,
  message: 'Thanks for your order, {{first_name}}!',
  merge_fields: { first_name: 'Ann' },
  template_id: templateId,
  style: 'elegant',
  metadata: { crm_id: 'deal_42' },
  ...extra,
});
const send = (key: string, body: object, headers: Record<string, string> = {}) =>
  v1Call(t, key, 'POST', '/v1/notes', body, headers);

/** The account's campaigns of a mode, newest first, and the orders of each. */
async function campaignsOf(accountId: string, livemode: boolean) {
  const rows = await t.database.db.select().from(campaigns).where(eq(campaigns.accountId, accountId));
  return rows.filter((row) => row.livemode === livemode);
}
const paidOrders = async (accountId: string) => {
  const rows = await t.database.db.select().from(orders);
  const mine = new Set(
    (await campaignsOf(accountId, true)).concat(await campaignsOf(accountId, false)).map((c) => c.id),
  );
  return rows.filter((o) => mine.has(o.campaignId) && o.status === 'paid');
};

beforeAll(async () => {
  ({ smtp, t, templateId, alice } = await v1BedWithCard('alice@notes.test'));
  carol = await v1Customer(t, smtp, 'carol@notes.test');
});
afterAll(async () => {
  await smtp.close();
});

describe('POST /v1/notes', () => {
  it('with a test key makes, prices and pays one note in one call and answers the Note', async () => {
    const arriveBy = v1DeliveryDate();
    const res = await send(alice.test, note({ arrive_by: arriveBy }));
    expect(res.statusCode, res.body).toBe(201);
    const body = v1CreateNote.response.parse(res.json());
    expect(body).toMatchObject({
      object: 'note',
      livemode: false,
      status: 'pending',
      to: { ...TO, merge_fields: { first_name: 'Ann' } },
      metadata: { crm_id: 'deal_42' },
      arrive_by: arriveBy,
      currency: 'usd',
    });
    expect(body.proof_url).toBe(`/v1/campaigns/${body.campaign_id}/proofs/${body.id}.svg`);
    expect(body.arrival).toMatchObject({ arrives_by: arriveBy, mail_by: body.send_date });

    // The campaign, its recipient, quote, order and proof are readable by the three-call path's endpoints.
    const campaign = (await v1Call(t, alice.test, 'GET', `/v1/campaigns/${body.campaign_id}`)).json();
    expect(campaign).toMatchObject({
      notes: 1,
      order_id: body.order_id,
      status: 'pending',
      amount: body.amount,
    });
    const quote = (await v1Call(t, alice.test, 'GET', `/v1/campaigns/${body.campaign_id}/quote`)).json();
    expect(quote).toMatchObject({ notes: 1, amount: body.amount, price_per_note: body.amount });
    const recipients = (
      await v1Call(t, alice.test, 'GET', `/v1/campaigns/${body.campaign_id}/recipients`)
    ).json();
    expect(recipients.data).toEqual([body.to]);
    const order = (await v1Call(t, alice.test, 'GET', `/v1/orders/${body.order_id}`)).json();
    expect(order).toMatchObject({ status: 'paid', amount: body.amount, livemode: false });
    const proof = await v1Call(t, alice.test, 'GET', body.proof_url);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toMatch(/image\/svg\+xml/);

    const read = await v1Call(t, alice.test, 'GET', `/v1/notes/${body.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(body);
    expectV1Error(await v1Call(t, alice.live, 'GET', `/v1/notes/${body.id}`), 404, 'invalid_request_error');
    expectV1Error(await v1Call(t, carol.test, 'GET', `/v1/notes/${body.id}`), 404, 'invalid_request_error');
  });

  it('maps send_date to the delivery date whose mailing day it is; neither date means as soon as possible', async () => {
    const sendDate = addBusinessDays(v1DeliveryDate(), 2);
    const sent = await send(alice.test, note({ send_date: sendDate }));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      send_date: sendDate,
      arrive_by: addBusinessDays(sendDate, TRANSIT_BUSINESS_DAYS.max),
    });
    const asap = await send(alice.test, note());
    expect(asap.statusCode, asap.body).toBe(201);
    expect(asap.json().arrive_by).toEqual(expect.any(String));
  });

  it('a retry with the same Idempotency-Key answers the same note and never pays twice', async () => {
    const headers = { 'idempotency-key': 'note-retry-1' };
    const first = await send(alice.test, note(), headers);
    expect(first.statusCode, first.body).toBe(201);
    const before = (await campaignsOf(alice.accountId, false)).length;
    const paid = (await paidOrders(alice.accountId)).length;
    const replay = await send(alice.test, note(), headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await campaignsOf(alice.accountId, false)).toHaveLength(before);
    expect(await paidOrders(alice.accountId)).toHaveLength(paid);
  });

  it('a declined test card answers 402 and leaves the campaign cancelled, never payable, with no order', async () => {
    const before = new Set((await campaignsOf(carol.accountId, false)).map((c) => c.id));
    const res = await send(carol.test, note({ payment_method: 'pm_card_chargeDeclined' }));
    const error = expectV1Error(res, 402, 'card_error');
    expect(error.code).toBe('card_declined');
    const made = (await campaignsOf(carol.accountId, false)).filter((c) => !before.has(c.id));
    expect(made).toHaveLength(1);
    expect(made[0]!.status).toBe('cancelled');
    expect(await ordersOf(t.database.db, made[0]!.id)).toEqual([]);
    const submit = await v1Call(t, carol.test, 'POST', `/v1/campaigns/${made[0]!.id}/submit`);
    expect(submit.statusCode).toBeGreaterThanOrEqual(400);
    expect(await ordersOf(t.database.db, made[0]!.id)).toEqual([]);
  });

  it("with a live key charges the account's saved card once and answers a live note", async () => {
    const paid = (await paidOrders(alice.accountId)).length;
    const res = await send(alice.live, note(), { 'idempotency-key': 'live-note-1' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ livemode: true, status: 'pending', order_id: expect.any(String) });
    const [order] = await ordersOf(t.database.db, body.campaign_id);
    expect(order).toMatchObject({ id: body.order_id, status: 'paid', amountCents: body.amount });
    const replay = await send(alice.live, note(), { 'idempotency-key': 'live-note-1' });
    expect(replay.json()).toEqual(body);
    expect(await paidOrders(alice.accountId)).toHaveLength(paid + 1);
  });

  it('with a live key and no saved card answers 402 before anything is made', async () => {
    const before = (await campaignsOf(carol.accountId, true)).length;
    const error = expectV1Error(await send(carol.live, note()), 402, 'card_error');
    expect(error).toMatchObject({ code: 'no_saved_card', message: V1_NO_SAVED_CARD });
    expect(await campaignsOf(carol.accountId, true)).toHaveLength(before);
    const tested = expectV1Error(
      await send(alice.live, note({ payment_method: 'pm_card_visa' })),
      400,
      'invalid_request_error',
    );
    expect(tested.param).toBe('payment_method');
  });

  it('refuses bad input up front, naming the parameter, and makes nothing', async () => {
    const before = (await campaignsOf(carol.accountId, false)).length;
    const cases: [object, string][] = [
      [note({ to: { ...TO, zip: '1234x' } }), 'to.zip'],
      [note({ to: { ...TO, state: '' } }), 'to.state'],
      [note({ colour: 'blue' }), 'colour'],
      [note({ to: { ...TO, phone: '555' } }), 'to.phone'],
      [note({ send_date: v1DeliveryDate(), arrive_by: v1DeliveryDate() }), 'arrive_by'],
      [note({ arrive_by: '2020-01-06' }), 'arrive_by'],
      [note({ send_date: '2099-01-03' }), 'send_date'],
      [note({ template_id: 999_999 }), 'template_id'],
    ];
    for (const [body, param] of cases) {
      const error = expectV1Error(await send(carol.test, body), 400, 'invalid_request_error');
      expect(error.param, JSON.stringify(error)).toBe(param);
    }
    expect(await campaignsOf(carol.accountId, false)).toHaveLength(before);
  });
});

describe('a step failing after the campaign is made', () => {
  it('a note the pen cannot write is a 400 naming `to`, and its campaign is cancelled, not left payable', async () => {
    const known = new Set((await campaignsOf(carol.accountId, false)).map((c) => c.id));
    const res = await send(carol.test, note({ to: { ...TO, name: 'Ann 李 Lee' } }));
    const error = expectV1Error(res, 400, 'invalid_request_error');
    expect(error.param).toBe('to');
    const made = (await campaignsOf(carol.accountId, false)).filter((c) => !known.has(c.id));
    expect(made.map((c) => c.status)).toEqual(['cancelled']);
    expect(await ordersOf(t.database.db, made[0]!.id)).toEqual([]);
  });
});

describe('return_address', () => {
  it("is printed as the design's address detail, shown on the note and its campaign; refused where the design has no place", async () => {
    const all = await t.database.db.select().from(designTemplates);
    const withAddress = all.find((row) => row.addressEnabled)!;
    const without = all.find((row) => !row.addressEnabled)!;
    const value = 'Acme Dental, 1 Elm St, Springfield, IL 62701';
    const res = await send(alice.test, note({ template_id: withAddress.id, return_address: value }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().return_address).toBe(value);
    const campaign = (await v1Call(t, alice.test, 'GET', `/v1/campaigns/${res.json().campaign_id}`)).json();
    expect(campaign.contact_fields).toEqual([{ type: 'address', value }]);
    expect((await send(alice.test, note())).json().return_address).toBeNull();
    const refused = await send(alice.test, note({ template_id: without.id, return_address: value }));
    expect(expectV1Error(refused, 400, 'invalid_request_error').param).toBe('return_address');
  });
});

describe('the document', () => {
  it('has createNote answering the Note schema (201) and getNote', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const create = doc.paths['/v1/notes'].post;
    expect(create.operationId).toBe('createNote');
    expect(create.summary).toEqual(expect.any(String));
    expect(create.responses['201'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Note',
    });
    expect(doc.paths['/v1/notes/{id}'].get.operationId).toBe('getNote');
    expect(Object.keys(doc.components.schemas.Note.properties)).toEqual(
      expect.arrayContaining(['id', 'campaign_id', 'order_id', 'proof_url', 'amount', 'arrival', 'metadata']),
    );
  });
});
