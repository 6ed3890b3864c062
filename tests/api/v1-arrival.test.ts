import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalWindow } from '../../src/shared/arrival-window';
import { deliveryPlan } from '../../src/shared/delivery-date';
import { arrivalPromise, longDeliveryDate } from '../../src/shared/delivery-promise';
import type { V1Arrival } from '../../src/shared/v1-campaigns';
import type { TestApp } from '../support/test-app';
import { type V1Customer, v1Call, v1CampaignWith } from '../support/v1-client';
import { v1BedWithCard } from './v1-bed';

/*
 * Issue 22 §2: /v1 gives the delivery promise from the one rule, the same dates the site shows. A campaign's
 * and an order's `arrival` equal what the account's order page reads for the same campaign (before mailing:
 * the plan for the delivery date, which checkout and the confirmation put into words; once every note is
 * mailed: the window from that day).
 */

let smtp: Awaited<ReturnType<typeof v1BedWithCard>>['smtp'];
let t: TestApp;
let templateId: number;
let admin: Record<string, string>;
let alice: V1Customer;

beforeAll(async () => {
  ({ smtp, t, templateId, admin, alice } = await v1BedWithCard('alice@arrival.test'));
});
afterAll(async () => {
  await smtp?.close();
});

const v1Get = async (url: string) => {
  const res = await v1Call(t, alice.live, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The site's own read of the order: the account's order page. */
const accountOrder = async (orderId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/account/orders/${orderId}`,
    headers: { cookie: alice.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { arrival: { from: string; to: string } | null; deliveryDate: string };
};
const markNotes = async (campaignId: string, payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/campaigns/${campaignId}/progress`,
    headers: admin,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
};
/** Every /v1 answer that carries this campaign's arrival: the campaign, its order, and both lists. */
async function arrivalsEverywhere(campaignId: string, orderId: string): Promise<V1Arrival[]> {
  const campaigns = (await v1Get('/v1/campaigns?limit=100')).data as Array<{
    id: string;
    arrival: V1Arrival;
  }>;
  const orders = (await v1Get('/v1/orders?limit=100')).data as Array<{ id: string; arrival: V1Arrival }>;
  return [
    (await v1Get(`/v1/campaigns/${campaignId}`)).arrival,
    (await v1Get(`/v1/orders/${orderId}`)).arrival,
    campaigns.find((c) => c.id === campaignId)!.arrival,
    orders.find((o) => o.id === orderId)!.arrival,
  ];
}

describe('/v1 arrival', () => {
  let campaignId: string;
  let orderId: string;
  let deliveryDate: string;

  it('is the rule’s plan for the delivery date before any note is mailed, as the site shows it', async () => {
    campaignId = await v1CampaignWith(t, alice.live, templateId, 2);
    const draft = await v1Get(`/v1/campaigns/${campaignId}`);
    deliveryDate = draft.delivery_date;
    const plan = deliveryPlan(deliveryDate);
    expect(draft.arrival).toEqual({
      mail_by: plan.mailedOn,
      mailed_on: null,
      arrives_from: plan.arrives.from,
      arrives_by: plan.arrives.to,
    });
    // Checkout's and the confirmation's line for the same date names the same day.
    expect(arrivalPromise(deliveryDate).headline).toBe(
      `Arrives by ${longDeliveryDate(draft.arrival.arrives_by)}`,
    );

    const submitted = await v1Call(t, alice.live, 'POST', `/v1/campaigns/${campaignId}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    orderId = submitted.json().order_id;
    expect(submitted.json().arrival).toEqual(draft.arrival);

    const site = await accountOrder(orderId);
    expect(site.deliveryDate).toBe(deliveryDate);
    for (const arrival of await arrivalsEverywhere(campaignId, orderId)) {
      expect(arrival).toEqual(draft.arrival);
      expect({ from: arrival!.arrives_from, to: arrival!.arrives_by }).toEqual(site.arrival);
    }
  });

  it('stays the plan while some notes are mailed, as the account still shows it', async () => {
    await markNotes(campaignId, { stage: 'mailed', from: 1, to: 1 });
    const site = await accountOrder(orderId);
    for (const arrival of await arrivalsEverywhere(campaignId, orderId)) {
      expect(arrival).toMatchObject({ mailed_on: null, mail_by: deliveryPlan(deliveryDate).mailedOn });
      expect({ from: arrival!.arrives_from, to: arrival!.arrives_by }).toEqual(site.arrival);
    }
  });

  it('follows the mailing day once every note is mailed, exactly as the account’s order page', async () => {
    await markNotes(campaignId, { stage: 'mailed' });
    const site = await accountOrder(orderId);
    const plan = deliveryPlan(deliveryDate);
    // Mailed today, weeks before the plan's day: the window moves with it, on the site and here.
    expect(site.arrival!.to < plan.arrives.to).toBe(true);
    const campaign = await v1Get(`/v1/campaigns/${campaignId}`);
    expect(campaign.status).toBe('completed');
    for (const arrival of await arrivalsEverywhere(campaignId, orderId)) {
      expect(arrival).toEqual({
        mail_by: plan.mailedOn,
        mailed_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        arrives_from: site.arrival!.from,
        arrives_by: site.arrival!.to,
      });
      // The window is the transit from the day it names as the mailing day.
      expect(arrivalWindow({ deliveryDate, mailedOn: arrival!.mailed_on })).toEqual(site.arrival);
    }
  });

  it('is null once a campaign is cancelled, as the account shows no arrival', async () => {
    const id = await v1CampaignWith(t, alice.live, templateId, 1);
    expect((await v1Get(`/v1/campaigns/${id}`)).arrival).not.toBeNull();
    const cancelled = await v1Call(t, alice.live, 'POST', `/v1/campaigns/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().arrival).toBeNull();
    expect((await v1Get(`/v1/campaigns/${id}`)).arrival).toBeNull();
  });

  it('is documented in the OpenAPI document, from the same schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const campaign = doc.paths['/v1/campaigns/{id}'].get.responses['200'].content['application/json'].schema;
    const order = doc.paths['/v1/orders/{id}'].get.responses['200'].content['application/json'].schema;
    for (const schema of [campaign, order]) {
      const text = JSON.stringify(schema.properties.arrival);
      for (const field of ['mail_by', 'mailed_on', 'arrives_from', 'arrives_by'])
        expect(text).toContain(field);
      expect(schema.required).toContain('arrival');
    }
  });
});
