import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalWindow } from '../../src/shared/arrival-window';
import { getAccountOrder } from '../../src/shared/contracts/account/get-account-order';
import { v1CancelCampaign } from '../../src/shared/contracts/v1/cancel-campaign';
import { v1GetCampaign } from '../../src/shared/contracts/v1/get-campaign';
import { v1GetOrder } from '../../src/shared/contracts/v1/get-order';
import { v1ListCampaigns } from '../../src/shared/contracts/v1/list-campaigns';
import { v1ListOrders } from '../../src/shared/contracts/v1/list-orders';
import { v1SubmitCampaign } from '../../src/shared/contracts/v1/submit-campaign';
import { deliveryPlan } from '../../src/shared/delivery-date';
import { arrivalPromise, longDeliveryDate } from '../../src/shared/delivery-promise';
import type { V1Arrival } from '../../src/shared/v1-campaigns';
import { callApi } from '../support/call-api';
import type { TestApp } from '../support/test-app';
import { type V1Customer, v1CampaignWith } from '../support/v1-client';
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

/** Alice's live key, for the /v1 calls. */
const live = () => ({ as: { bearer: alice.live } });
const v1Campaign = (id: string) => callApi(t, v1GetCampaign, { params: { id } }, live());
/** The site's own read of the order: the account's order page. */
const accountOrder = (orderId: string) =>
  callApi(t, getAccountOrder, { params: { id: orderId } }, { as: { cookie: alice.cookie } });
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
  const campaigns = (await callApi(t, v1ListCampaigns, { query: { limit: 100 } }, live())).data;
  const orders = (await callApi(t, v1ListOrders, { query: { limit: 100 } }, live())).data;
  return [
    (await v1Campaign(campaignId)).arrival,
    (await callApi(t, v1GetOrder, { params: { id: orderId } }, live())).arrival,
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
    const draft = await v1Campaign(campaignId);
    deliveryDate = draft.delivery_date!;
    const plan = deliveryPlan(deliveryDate);
    expect(draft.arrival).toEqual({
      mail_by: plan.mailedOn,
      mailed_on: null,
      arrives_from: plan.arrives.from,
      arrives_by: plan.arrives.to,
    });
    // Checkout's and the confirmation's line for the same date names the same day.
    expect(arrivalPromise(deliveryDate).headline).toBe(
      `Arrives by ${longDeliveryDate(draft.arrival!.arrives_by)}`,
    );

    const submitted = await callApi(
      t,
      v1SubmitCampaign,
      { params: { id: campaignId }, body: undefined },
      live(),
    );
    orderId = submitted.order_id!;
    expect(submitted.arrival).toEqual(draft.arrival);

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
    const campaign = await v1Campaign(campaignId);
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
    expect((await v1Campaign(id)).arrival).not.toBeNull();
    const cancelled = await callApi(t, v1CancelCampaign, { params: { id } }, live());
    expect(cancelled.arrival).toBeNull();
    expect((await v1Campaign(id)).arrival).toBeNull();
  });

  it('is documented in the OpenAPI document, from the same schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    // Resources are named components: follow each `$ref` to the schema it names.
    const resolve = (schema: { $ref?: string }) =>
      schema.$ref ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
    const campaign = resolve(
      doc.paths['/v1/campaigns/{id}'].get.responses['200'].content['application/json'].schema,
    );
    const order = resolve(
      doc.paths['/v1/orders/{id}'].get.responses['200'].content['application/json'].schema,
    );
    for (const schema of [campaign, order]) {
      const arrival = schema.properties.arrival;
      const text = JSON.stringify(resolve(arrival.anyOf?.find((s: { $ref?: string }) => s.$ref) ?? arrival));
      for (const field of ['mail_by', 'mailed_on', 'arrives_from', 'arrives_by'])
        expect(text).toContain(field);
      expect(schema.required).toContain('arrival');
    }
  });
});
