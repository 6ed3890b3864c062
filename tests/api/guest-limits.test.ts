import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { campaigns, contacts } from '../../src/server/db/schema';
import { insertCampaign } from '../support/campaign-fixtures';
import { fileUpload, ONE_PIXEL_PNG, recipients, siteDeliveryDate } from '../support/site-calls';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Issue 27, hole 6: anyone could make campaigns and send 5,000-recipient lists (seconds of CPU each) without
 * limit. The site's open routes now take a number per client address and a number for all clients together
 * per hour (GUEST_* settings; small here), and refuse bodies larger than a campaign or a list can be.
 */

let t: TestApp;
const A = '203.0.113.10';
const B = '203.0.113.20';
const C = '198.51.100.7';

const create = (remoteAddress: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    remoteAddress,
    payload: {
      name: 'Harbor thank-yous',
      message: 'Dear {{first_name}}, thank you!',
      designSource: 'upload',
      deliveryDate: siteDeliveryDate(),
      ...payload,
    },
  });
const campaignCount = async () => (await t.database.db.select({ n: count() }).from(campaigns))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({
    GUEST_CAMPAIGNS_PER_HOUR: '2',
    GUEST_CAMPAIGNS_PER_HOUR_ALL: '3',
    GUEST_CHANGES_PER_HOUR: '2',
    GUEST_CHANGES_PER_HOUR_ALL: '1000',
  });
});

describe('new campaigns', () => {
  it('are limited per client address, then for all clients together, with a readable 429', async () => {
    const before = await campaignCount();
    for (let i = 0; i < 2; i++) expect((await create(A)).statusCode).toBe(201);
    const mine = await create(A);
    expect(mine.statusCode).toBe(429);
    expect(mine.json().message).toMatch(
      /^Too many new campaigns from your network\. Please try again in \d+ minutes?/,
    );
    expect(Number(mine.headers['retry-after'])).toBeGreaterThan(0);

    // Another address has its own allowance, until all clients together reach theirs.
    expect((await create(B)).statusCode).toBe(201);
    for (const address of [B, C]) {
      const all = await create(address);
      expect(all.statusCode).toBe(429);
      expect(all.json().message).toMatch(/^We are receiving more new campaigns than we can take right now\./);
    }
    expect(await campaignCount()).toBe(before + 3);
  });
});

describe('changes to campaigns (contact lists, uploads, edits)', () => {
  it('share one allowance per client address; a refused list changes nothing', async () => {
    const draft = await insertCampaign(t.database.db, { notes: 0, designSource: 'upload' });
    const batch = (people: object[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contacts/batch',
        remoteAddress: C,
        payload: { campaignId: draft.id, contacts: people },
      });
    expect((await batch(recipients(2, 'First'))).statusCode).toBe(200);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/campaigns/${draft.id}/logo`,
      remoteAddress: C,
      ...fileUpload('logoFile', 'logo.png', ONE_PIXEL_PNG),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const refused = await batch(recipients(3, 'Second'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many changes to campaigns from your network\./);
    const stored = await t.database.db.select().from(contacts).where(eq(contacts.campaignId, draft.id));
    expect(stored.map((c) => c.name).sort()).toEqual(['First 1', 'First 2']);
    // Another address is not held back by this one.
    const other = await t.app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${draft.id}`,
      remoteAddress: A,
      payload: { name: 'Renamed' },
    });
    expect(other.statusCode, other.body).toBe(200);
  });
});

describe('sizes', () => {
  it('refuses a campaign body larger than any campaign can be, with a JSON message', async () => {
    const draft = await insertCampaign(t.database.db, { notes: 0 });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${draft.id}`,
      remoteAddress: '192.0.2.99',
      payload: { message: 'x'.repeat(70 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('refuses a list longer than a campaign holds before checking any note', async () => {
    const draft = await insertCampaign(t.database.db, { notes: 0 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts/batch',
      remoteAddress: '192.0.2.98',
      payload: { campaignId: draft.id, contacts: recipients(5001) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('at most 5,000 contacts');
  });
});

describe('settings', () => {
  it('are whole numbers of at least 1', () => {
    for (const value of ['0', '-3', 'many', '1.5']) {
      expect(() => loadConfig({ GUEST_CHANGES_PER_HOUR: value })).toThrow(ConfigError);
    }
    expect(loadConfig({ GUEST_CAMPAIGNS_PER_HOUR: '7' }).guestLimits.campaignsPerClient).toBe(7);
  });
});
