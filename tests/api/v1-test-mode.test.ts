import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaigns, mailQueue, webhookEvents } from '../../src/server/db/schema';
import { TEST_CAMPAIGN_NEVER_CHARGED } from '../../src/server/features/payments/payable-campaign';
import { v1ListCampaigns } from '../../src/shared/contracts/v1/list-campaigns';
import { v1SubmitCampaign } from '../../src/shared/contracts/v1/submit-campaign';
import { V1_NOTHING_TO_ADVANCE } from '../../src/shared/v1-campaign-actions';
import { callApi } from '../support/call-api';
import { ordersOf } from '../support/campaign-fixtures';
import type { TestApp } from '../support/test-app';
import {
  expectV1Error,
  SITE_ORIGIN,
  type V1Customer,
  v1Call,
  v1CampaignWith,
  v1Customer,
} from '../support/v1-client';
import { eventCampaignId, eventData } from '../support/verify-webhook';
import { v1BedWithCard } from './v1-bed';

/**
 * Test mode (issue 14 §1): POST /v1/test/campaigns/:id/advance walks a test campaign through its life with
 * the back office's own services, and test data never reaches the back office, the dashboard, production or
 * the customer's My orders and data export, nor any card.
 */

let smtp: Awaited<ReturnType<typeof v1BedWithCard>>['smtp'];
let t: TestApp;
let templateId: number;
let admin: Record<string, string>;
let alice: V1Customer;

const newCampaign = (key: string, recipients: number) => v1CampaignWith(t, key, templateId, recipients);

/** A campaign made and submitted with `key`; answers its id and its order's. */
async function paidCampaign(key: string, recipients = 2) {
  const id = await newCampaign(key, recipients);
  const { order_id, amount } = await callApi(
    t,
    v1SubmitCampaign,
    { params: { id }, body: undefined },
    { as: { bearer: key } },
  );
  return { id, orderId: order_id, amount };
}

const advance = (key: string, id: string) => v1Call(t, key, 'POST', `/v1/test/campaigns/${id}/advance`);
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers }).then((res) => {
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  });
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);
const ZStatusChangeSchema = z.object({
  object: z.object({ status: z.string() }),
  previous_attributes: z.object({ status: z.string() }),
});
const mails = async () => (await t.database.db.select({ n: count() }).from(mailQueue))[0]!.n;

beforeAll(async () => {
  ({ smtp, t, templateId, admin, alice } = await v1BedWithCard('alice@test-mode.test'));
});
afterAll(() => smtp.close());

describe('POST /v1/test/campaigns/:id/advance', () => {
  it('walks a submitted test campaign through every step, with the history and webhooks of the real path', async () => {
    const id = await newCampaign(alice.test, 3);
    expectV1Error(await advance(alice.test, id), 409, 'invalid_request_error');
    const { order_id: orderId } = await callApi(
      t,
      v1SubmitCampaign,
      { params: { id }, body: undefined },
      { as: { bearer: alice.test } },
    );
    const mailsBefore = await mails();

    const steps = [];
    for (let i = 0; i < 3; i++) {
      const res = await advance(alice.test, id);
      expect(res.statusCode, res.body).toBe(200);
      const { status, notes_written, notes_mailed, order_id } = res.json();
      expect(order_id).toBe(orderId);
      steps.push([status, notes_written, notes_mailed]);
    }
    expect(steps).toEqual([
      ['processing', 0, 0],
      ['processing', 3, 0],
      ['completed', 3, 3],
    ]);
    const done = expectV1Error(await advance(alice.test, id), 409, 'invalid_request_error');
    expect(done).toMatchObject({ code: 'nothing_to_advance', message: V1_NOTHING_TO_ADVANCE });

    const events = (
      await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.accountId, alice.accountId))
    ).filter((e) => eventCampaignId(e.payload) === id);
    expect(events.every((e) => e.livemode === false && e.payload.livemode === false)).toBe(true);
    expect(events.map((e) => e.type).sort()).toEqual([
      'campaign.status_changed',
      'campaign.status_changed',
      'campaign.status_changed',
      'note.mailed',
      'note.mailed',
      'note.mailed',
      'note.written',
      'note.written',
      'note.written',
      'order.paid',
    ]);
    const moves = events
      .filter((e) => e.type === 'campaign.status_changed')
      .map((e) => ZStatusChangeSchema.parse(eventData(e.payload)))
      .map((d) => `${d.previous_attributes.status}→${d.object.status}`);
    expect(moves.sort()).toEqual(['draft→pending', 'pending→processing', 'processing→completed']);

    const order = await get(`/v1/orders/${orderId}`, { authorization: `Bearer ${alice.test}` });
    expect(order.status_history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subject: 'notes', status: 'written' }),
        expect.objectContaining({ subject: 'notes', status: 'mailed' }),
        expect.objectContaining({ subject: 'campaign', status: 'completed', from_status: 'processing' }),
      ]),
    );
    // Nobody is e-mailed about a test order.
    expect(await mails()).toBe(mailsBefore);
  });

  it('refuses a live key with 403 test_mode_only', async () => {
    const { id } = await paidCampaign(alice.live);
    const error = expectV1Error(await advance(alice.live, id), 403, 'invalid_request_error');
    expect(error.code).toBe('test_mode_only');
  });
});

describe('test data stays out of live data', () => {
  it('is in no back-office list, dashboard total, production pack, My orders or export; a live order is', async () => {
    const statsBefore = await get('/api/admin/stats', admin);
    const test = await paidCampaign(alice.test, 4);
    expect((await advance(alice.test, test.id)).statusCode).toBe(200);
    expect(await get('/api/admin/stats', admin)).toEqual(statsBefore);

    const live = await paidCampaign(alice.live, 2);
    const stats = await get('/api/admin/stats', admin);
    expect(stats.totalCampaigns).toBe(statsBefore.totalCampaigns + 1);
    expect(Number(stats.totalRevenue)).toBeCloseTo(Number(statsBefore.totalRevenue) + live.amount / 100, 2);

    const adminCampaigns = ids((await get('/api/admin/campaigns?pageSize=100', admin)).items);
    expect(adminCampaigns).toContain(live.id);
    expect(adminCampaigns).not.toContain(test.id);
    const adminOrders = ids((await get('/api/admin/orders?pageSize=100', admin)).items);
    expect(adminOrders).toContain(live.orderId);
    expect(adminOrders).not.toContain(test.orderId);

    const packStatus = (id: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/campaigns/${id}/production-pack/status`,
        headers: admin,
      });
    expect((await packStatus(live.id)).statusCode).toBe(200);
    expect((await packStatus(test.id)).statusCode).toBe(404);
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/admin/campaigns/${test.id}/production-pack`,
      headers: admin,
    });
    expect(start.statusCode).toBe(404);

    const account = { cookie: alice.cookie };
    const myOrders = ids((await get('/api/account/orders', account)).items);
    expect(myOrders).toContain(live.orderId);
    expect(myOrders).not.toContain(test.orderId);
    const testOrderPage = await t.app.inject({
      method: 'GET',
      url: `/api/account/orders/${test.orderId}`,
      headers: account,
    });
    expect(testOrderPage.statusCode).toBe(404);
    const exported = (await get('/api/account/export', account)).campaigns.map(
      (c: { campaignId: string }) => c.campaignId,
    );
    expect(exported).toContain(live.id);
    expect(exported).not.toContain(test.id);
  });

  it("is never charged by the site's checkout or the saved card", async () => {
    const draft = await newCampaign(alice.test, 1);
    // The site's checkout does not know test data at all, not even for its owner (issue 27).
    for (const headers of [{}, { cookie: alice.cookie }]) {
      const intent = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers,
        payload: { campaignId: draft },
      });
      expect(intent.statusCode).toBe(404);
      expect(intent.json().message).toBe('Campaign not found');
    }
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/account/card/pay',
      headers: { ...SITE_ORIGIN, cookie: alice.cookie },
      payload: { campaignId: draft },
    });
    expect(saved.statusCode).toBe(402);
    expect(saved.json().message).toBe(TEST_CAMPAIGN_NEVER_CHARGED);
    expect(await ordersOf(t.database.db, draft)).toHaveLength(0);
  });
});

describe('deleting the account', () => {
  it('is held up by live orders on their way, never by test ones', async () => {
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { ...SITE_ORIGIN, cookie: alice.cookie },
        payload: { confirm: 'alice@test-mode.test' },
      });
    expect((await remove()).statusCode).toBe(409);
    // Alice's live orders are in review: cancelled (and refunded), only her test orders are left unfinished.
    const { data: live } = await callApi(
      t,
      v1ListCampaigns,
      { query: { limit: 100 } },
      { as: { bearer: alice.live } },
    );
    for (const { id } of live.filter((c) => c.status === 'pending')) {
      expect((await v1Call(t, alice.live, 'POST', `/v1/campaigns/${id}/cancel`)).statusCode).toBe(200);
    }
    const tests = (await v1Call(t, alice.test, 'GET', '/v1/campaigns?limit=100')).json().data;
    expect(tests.map((c: { status: string }) => c.status)).toEqual(expect.arrayContaining(['processing']));
    expect((await remove()).statusCode).toBe(204);
  });
});

describe('campaign numbers', () => {
  it('are not taken by test-mode campaigns: live numbers stay consecutive (issue 22)', async () => {
    const numberOf = async (id: string) =>
      (await t.database.db.select({ n: campaigns.number }).from(campaigns).where(eq(campaigns.id, id)))[0]!.n;
    // Alice's account is deleted above: a customer of its own.
    const carol = await v1Customer(t, smtp, 'carol@test-mode.test');
    const first = await numberOf(await newCampaign(carol.live, 1));
    const tests = [await newCampaign(carol.test, 1), await newCampaign(carol.test, 1)];
    const next = await numberOf(await newCampaign(carol.live, 1));
    expect(next).toBe(first + 1);
    const testNumbers = await Promise.all(tests.map(numberOf));
    expect(testNumbers[1]).toBe(testNumbers[0]! + 1);
    expect(testNumbers[0]).toBeGreaterThan(900_000_000);
  });
});
