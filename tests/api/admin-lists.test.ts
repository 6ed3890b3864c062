import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CampaignRow as Campaign,
  campaigns,
  type OrderRow as Order,
  orders,
} from '../../src/server/db/schema';
import type { TAdminCampaignPage } from '../../src/shared/admin-campaigns';
import { listAdminCampaigns } from '../../src/shared/contracts/admin-campaigns/list-admin-campaigns';
import { listAdminOrders } from '../../src/shared/contracts/admin-orders/list-admin-orders';
import { CAMPAIGN_STATUSES, ORDER_STATUSES } from '../../src/shared/statuses';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, signIn } from './admin-helpers';

/**
 * The back office's campaign and order lists on the server: pages (newest first), search and status
 * filters, and the totals the page controls show.
 */
let t: TestApp;
let auth: Record<string, string>;

const COUNT = 30;
/** Newest first, as the lists show them. */
let seeded: Campaign[];
let seededOrders: Order[];

const campaignPage = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/campaigns?${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return listAdminCampaigns.response.strict().parse(res.json());
};
const orderPage = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return listAdminOrders.response.strict().parse(res.json());
};
const names = (page: TAdminCampaignPage) => page.items.map((c) => c.name);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await signIn(t.app));
  // Campaign i is i hours after the first: campaign 30 is the newest. Every fifth has no order yet.
  const rows = await t.database.db
    .insert(campaigns)
    .values(
      Array.from({ length: COUNT }, (_, k) => {
        const i = k + 1;
        return {
          name: `${['Spring', 'Summer', 'Autumn'][i % 3]} Mailer ${i}`,
          message: 'Hello',
          handwritingStyle: 'casual',
          status: CAMPAIGN_STATUSES[i % CAMPAIGN_STATUSES.length],
          totalNotes: i,
          customerEmail: `owner${i}@${i % 2 ? 'acme.io' : 'northwind.org'}`,
          createdAt: new Date(Date.UTC(2026, 0, 1, i)),
        };
      }),
    )
    .returning();
  seeded = rows.reverse();
  const orderRows = await t.database.db
    .insert(orders)
    .values(
      seeded
        .filter((_, k) => (COUNT - k) % 5 !== 0)
        .map((c) => ({
          campaignId: c.id,
          // One customer paid from another address than the campaign's.
          customerEmail: c.name.endsWith(' 7') ? 'billing@othercorp.com' : c.customerEmail!,
          amountCents: 1000 + c.totalNotes,
          status: ORDER_STATUSES[c.totalNotes % ORDER_STATUSES.length],
          createdAt: new Date(c.createdAt.getTime() + 60_000),
        })),
    )
    .returning();
  seededOrders = orderRows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
});

describe('campaign pages', () => {
  it('answers the newest 25 first, with the total and where the page sits', async () => {
    const page = await campaignPage('');
    expect(page.total).toBe(COUNT);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(25);
    expect(page.items.map((c) => c.id)).toEqual(seeded.slice(0, 25).map((c) => c.id));
  });

  it('walks every campaign once across pages, the last one short', async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => campaignPage(`page=${n}&pageSize=12`)));
    expect(pages.map((p) => p.items.length)).toEqual([12, 12, 6]);
    expect(pages.flatMap((p) => p.items.map((c) => c.id))).toEqual(seeded.map((c) => c.id));
  });

  it('answers an empty page past the end, still with the total', async () => {
    const page = await campaignPage('page=4&pageSize=10');
    expect(page).toEqual({ items: [], total: COUNT, page: 4, pageSize: 10 });
  });
});

describe('campaign search and filter', () => {
  it('finds any part of the name, whatever the case', async () => {
    const page = await campaignPage(q('MAILER 1'));
    // "Mailer 1" and "Mailer 10" to "Mailer 19".
    expect(page.total).toBe(11);
    expect(names(page)).toEqual(seeded.filter((c) => /Mailer 1\d?$/.test(c.name)).map((c) => c.name));
  });

  it('finds part of the customer e-mail', async () => {
    const page = await campaignPage(`${q('NorthWind')}&pageSize=100`);
    expect(page.total).toBe(15);
    expect(page.items.every((c) => c.customerEmail?.endsWith('@northwind.org'))).toBe(true);
    expect((await campaignPage(q('owner23@'))).items.map((c) => c.name)).toEqual(['Autumn Mailer 23']);
  });

  it('finds a campaign by its number or by one of its orders’ numbers', async () => {
    const campaign = seeded[3]!;
    const byNumber = await campaignPage(q(`#${campaign.number}`));
    expect(byNumber.items.map((c) => c.id)).toEqual([campaign.id]);

    // Campaign and order numbers are separate series that overlap: #n finds campaign n and order n's campaign.
    const order = seededOrders.find((o) => seeded.find((c) => c.number === o.number)?.id !== o.campaignId)!;
    const byOrder = await campaignPage(q(`#${order.number}`));
    expect(byOrder.items.map((c) => c.id)).toEqual(
      seeded.filter((c) => c.number === order.number || c.id === order.campaignId).map((c) => c.id),
    );
    expect(byOrder.total).toBe(2);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await campaignPage(q('%'))).total).toBe(0);
    expect((await campaignPage(q('owner_3'))).total).toBe(0);
  });

  it.each(CAMPAIGN_STATUSES)('filters by status %s, combined with a search', async (status) => {
    const expected = seeded.filter((c) => c.status === status);
    const page = await campaignPage(`status=${status}`);
    expect(page.total).toBe(expected.length);
    expect(page.items.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    const searched = await campaignPage(`status=${status}&${q('acme')}`);
    expect(searched.items.map((c) => c.id)).toEqual(
      expected.filter((c) => c.customerEmail?.endsWith('acme.io')).map((c) => c.id),
    );
  });

  it('answers no rows and a zero total for a search that matches nothing', async () => {
    expect(await campaignPage(q('no such campaign'))).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
  });
});

describe('order pages, search and filter', () => {
  it('pages orders newest first with the total', async () => {
    const first = await orderPage('pageSize=20');
    const second = await orderPage('pageSize=20&page=2');
    expect(first.total).toBe(seededOrders.length);
    expect([...first.items, ...second.items].map((o) => o.id)).toEqual(seededOrders.map((o) => o.id));
    expect(second.items).toHaveLength(seededOrders.length - 20);
    expect((await orderPage('page=9')).items).toEqual([]);
  });

  it('finds an order by its reference (#campaign number), its payment record (PAY-n) or a bare number', async () => {
    const order = seededOrders[5]!;
    const campaign = seeded.find((c) => c.id === order.campaignId)!;
    const ofCampaign = seededOrders.filter((o) => o.campaignId === campaign.id).map((o) => o.id);
    const byReference = (await orderPage(q(`#${campaign.number}`))).items;
    expect(byReference.map((o) => o.id).sort()).toEqual([...ofCampaign].sort());
    expect(byReference.every((o) => o.reference === `#${campaign.number}`)).toBe(true);
    expect((await orderPage(q(`PAY-${order.number}`))).items.map((o) => o.id)).toEqual([order.id]);
    expect((await orderPage(q(`pay-${order.number}`))).items.map((o) => o.id)).toEqual([order.id]);
    expect((await orderPage(q(String(order.number)))).items.map((o) => o.id)).toContain(order.id);
    expect((await orderPage(q(String(campaign.number)))).items.map((o) => o.id)).toContain(order.id);
  });

  it('finds orders by their campaign’s name and by the e-mail they were paid from', async () => {
    const byName = await orderPage(q('autumn mailer 2'));
    // Autumn Mailer 2, 23, 26 and 29 (20 has no order yet).
    expect(byName.items.map((o) => o.campaignName)).toEqual([
      'Autumn Mailer 29',
      'Autumn Mailer 26',
      'Autumn Mailer 23',
      'Autumn Mailer 2',
    ]);
    const byPayer = await orderPage(q('othercorp'));
    expect(byPayer.items.map((o) => o.campaignName)).toEqual(['Summer Mailer 7']);
    // The campaign's own e-mail finds it too.
    expect((await orderPage(q('owner7@acme'))).items.map((o) => o.campaignName)).toEqual(['Summer Mailer 7']);
  });

  it.each(ORDER_STATUSES)('filters by payment status %s', async (status) => {
    const expected = seededOrders.filter((o) => o.status === status);
    const page = await orderPage(`status=${status}`);
    expect(page.total).toBe(expected.length);
    expect(page.items.map((o) => o.id)).toEqual(expected.map((o) => o.id));
  });
});

describe('list query validation', () => {
  it.each([
    ['/api/admin/campaigns?pageSize=101', 'pageSize must be a whole number from 1 to 100.'],
    ['/api/admin/campaigns?pageSize=0', 'pageSize must be a whole number from 1 to 100.'],
    ['/api/admin/orders?page=0', 'page must be a whole number from 1 to 1,000,000.'],
    ['/api/admin/orders?page=two', 'page must be a whole number from 1 to 1,000,000.'],
    ['/api/admin/campaigns?page=1.5', 'page must be a whole number from 1 to 1,000,000.'],
    [
      '/api/admin/campaigns?status=shipped',
      'status must be one of draft, pending, processing, completed, cancelled.',
    ],
    ['/api/admin/orders?status=draft', 'status must be one of pending, paid, failed, refunded.'],
    [`/api/admin/orders?q=${'x'.repeat(101)}`, 'Search must be at most 100 characters.'],
  ])('%s answers 400 with a message that says what to fix', async (url, message) => {
    const res = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});
