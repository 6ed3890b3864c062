// Over 300 lines: the back office's stats, campaigns, contacts export, customer files and orders on one app and one
// staff session.
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAdminStats } from '../../src/shared/contracts/dashboard/get-admin-stats';
import { ORDER_STATUSES } from '../../src/shared/statuses';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  bearer,
  FILES,
  insertCampaign,
  insertContacts,
  insertOrder,
  multipart,
  signIn,
} from './admin-helpers';

let t: TestApp;
let auth: Record<string, string>;
let campaignId: string;
let orderId: string;
let frontFileId: string;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await signIn(t.app));
  const db = t.database.db;

  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/upload/campaign-front',
    ...multipart([{ name: 'design', filename: 'front.png', content: FILES.png }], auth),
  });
  frontFileId = upload.json().fileId;

  const older = await insertCampaign(db, {
    name: 'Older draft',
    status: 'draft',
    totalNotes: 25,
    createdAt: new Date('2026-01-01T10:00:00Z'),
  });
  const campaign = await insertCampaign(db, {
    name: 'Spring service reminders',
    status: 'processing',
    totalNotes: 3,
    totalAmountCents: 1497,
    templateName: 'Classic Business',
    selectedVariantId: 'Navy',
    contactFields: [{ type: 'website', value: 'whitfieldmotors.com' }],
    frontDesignFileId: frontFileId,
    customerEmail: 'dana@whitfieldmotors.com',
    createdAt: new Date('2026-02-01T10:00:00Z'),
  });
  campaignId = campaign.id;
  await insertContacts(db, campaignId, [
    {
      name: 'Doe, Jane',
      address1: '12 "Elm" St',
      address2: 'Apt 4',
      city: 'Boston',
      state: 'MA',
      zip: '02134',
    },
    {
      name: '=HYPERLINK("http://evil.example","Click")',
      address1: '+1 Main St',
      city: '-Austin',
      state: 'TX',
      zip: '73301',
    },
    { name: '@SUM(A1)', address1: '\t=cmd', city: 'Reno', state: 'NV', zip: '89501' },
  ]);
  orderId = (await insertOrder(db, { campaignId, status: 'paid', amountCents: 1497 })).id;
  await insertOrder(db, { campaignId: older.id, status: 'pending', amountCents: 12475 });
  await insertOrder(db, { campaignId: older.id, status: 'refunded', amountCents: 500 });
});

describe('GET /api/admin/stats', () => {
  it('counts paid notes only, shows the unpaid draft apart, sums paid orders and counts processing as active', async () => {
    const res = await get('/api/admin/stats');
    expect(res.statusCode).toBe(200);
    // The older draft (25 notes) has only a pending and a refunded order: not paid, so not in Total Notes.
    expect(res.json()).toEqual({
      totalCampaigns: 2,
      totalNotes: 3,
      unpaidCampaigns: 1,
      unpaidNotes: 25,
      totalRevenue: '14.97',
      activeCampaigns: 1,
    });
  });
});

describe('campaigns', () => {
  it('lists campaigns newest first with everything the expanded row shows', async () => {
    const page = (await get('/api/admin/campaigns')).json();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    const list = page.items;
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Spring service reminders', 'Older draft']);
    expect(list[0]).toMatchObject({
      id: campaignId,
      status: 'processing',
      totalNotes: 3,
      contactCount: 3,
      totalAmount: '14.97',
      handwritingStyle: 'casual',
      templateName: 'Classic Business',
      selectedVariantId: 'Navy',
      contactFields: [{ type: 'website', value: 'whitfieldmotors.com' }],
      customerEmail: 'dana@whitfieldmotors.com',
      paid: true,
      contactsCsvExportUrl: `/api/admin/campaigns/${campaignId}/contacts/csv`,
      files: {
        frontDesign: {
          id: frontFileId,
          url: `/api/admin/files/${frontFileId}`,
          name: 'front.png',
          mimeType: 'image/png',
        },
        backDesign: null,
        logo: null,
        contactsCsv: null,
      },
    });
  });

  // Back (with the reason the customer is told), then forward through the production steps: the step rule,
  // campaign-steps.ts (what is refused and who is told: campaign-steps.test.ts).
  it.each([
    ['pending', 'The artwork needs another look.'],
    ['processing', undefined],
    ['completed', undefined],
  ] as const)('sets the status to %s', async (status, reason) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/campaigns/${campaignId}`,
      headers: auth,
      payload: reason ? { status, reason } : { status },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(status);
    const list = (await get('/api/admin/campaigns')).json().items;
    expect(list.find((c: { id: string }) => c.id === campaignId).status).toBe(status);
  });

  it('refuses an unknown status and an unknown campaign', async () => {
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/campaigns/${campaignId}`,
      headers: auth,
      payload: { status: 'shipped' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Status must be one of draft, pending, processing, completed, cancelled.',
    );
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/campaigns/00000000-0000-4000-8000-000000000000',
      headers: auth,
      payload: { status: 'completed' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('contacts CSV export', () => {
  it('downloads name,address1,address2,city,state,zip with formula cells neutralised', async () => {
    const res = await get(`/api/admin/campaigns/${campaignId}/contacts/csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment; filename="contacts-');
    expect(res.headers['content-disposition']).toContain('spring-service-reminders.csv"');
    const rows = Papa.parse<string[]>(res.body.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
    expect(rows).toEqual([
      ['name', 'address1', 'address2', 'city', 'state', 'zip'],
      ['Doe, Jane', '12 "Elm" St', 'Apt 4', 'Boston', 'MA', '02134'],
      [`'=HYPERLINK("http://evil.example","Click")`, "'+1 Main St", '', "'-Austin", 'TX', '73301'],
      ["'@SUM(A1)", "'\t=cmd", '', 'Reno', 'NV', '89501'],
    ]);
  });

  it('answers 404 for an unknown campaign', async () => {
    const res = await get('/api/admin/campaigns/00000000-0000-4000-8000-000000000000/contacts/csv');
    expect(res.statusCode).toBe(404);
  });
});

describe('customer files', () => {
  it('downloads as an attachment, or inline for View, never cached', async () => {
    const download = await get(`/api/admin/files/${frontFileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="front.png"/);
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(FILES.png)).toBe(true);
    const view = await get(`/api/admin/files/${frontFileId}?disposition=inline`);
    expect(view.headers['content-disposition']).toMatch(/^inline;/);
    expect(view.headers['content-security-policy']).toContain('sandbox');
  });

  it('are never served by the public catalog-file route', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog-files/${frontFileId}` });
    expect(res.statusCode).toBe(404);
  });
});

describe('orders', () => {
  it('lists orders with the campaign name and status, newest first', async () => {
    const page = (await get('/api/admin/orders')).json();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    const list = page.items;
    expect(list).toHaveLength(3);
    const order = list.find((o: { id: string }) => o.id === orderId);
    expect(order).toMatchObject({
      campaignId,
      campaignName: 'Spring service reminders',
      customerEmail: 'owner@example.com',
      status: 'paid',
      paymentMethod: 'card',
      amount: '14.97',
      totalNotes: 3,
      handwritingStyle: 'casual',
    });
    expect(typeof order.campaignStatus).toBe('string');
  });

  it.each(ORDER_STATUSES)('sets the payment status to %s', async (status) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: auth,
      payload: { status },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(status);
  });

  it('counts revenue from what is paid now', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: auth,
      payload: { status: 'refunded' },
    });
    expect((await get('/api/admin/stats')).json().totalRevenue).toBe('0.00');
  });

  it('refuses an unknown payment status', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: auth,
      payload: { status: 'shipped' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Status must be one of pending, paid, failed, refunded.');
  });
});

describe('dashboard figures after payments change', () => {
  const stats = async () => getAdminStats.response.parse((await get('/api/admin/stats')).json());
  const setOrder = (status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: auth,
      payload: { status },
    });

  it('counts notes only while an order is paid, and leaves cancelled campaigns out of the unpaid drafts', async () => {
    const back = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/campaigns/${campaignId}`,
      headers: auth,
      payload: { status: 'processing', reason: 'Not every note is in the mail yet.' },
    });
    expect(back.statusCode, back.body).toBe(200);
    await setOrder('refunded');
    const before = await stats();
    // Refunded: the 3 notes of the spring campaign are no longer counted as paid.
    expect(before.totalNotes).toBe(0);

    await insertCampaign(t.database.db, { name: 'Abandoned draft', status: 'cancelled', totalNotes: 400 });
    await insertCampaign(t.database.db, { name: 'Fresh draft', status: 'draft', totalNotes: 7 });
    const after = await stats();
    expect(after).toMatchObject({
      totalCampaigns: Number(before.totalCampaigns) + 2,
      totalNotes: 0,
      unpaidCampaigns: Number(before.unpaidCampaigns) + 1,
      unpaidNotes: Number(before.unpaidNotes) + 7,
    });

    await setOrder('paid');
    expect(await stats()).toMatchObject({
      totalNotes: 3,
      unpaidCampaigns: Number(after.unpaidCampaigns) - 1,
      unpaidNotes: Number(after.unpaidNotes) - 3,
      totalRevenue: '14.97',
    });
  });
});
