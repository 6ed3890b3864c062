import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withActor } from '../../src/server/db/actor';
import { campaigns, orders } from '../../src/server/db/schema';
import type { TStatusHistoryEntry } from '../../src/shared/tracking';
import { insertCampaign } from '../support/campaign-fixtures';
import { payByTestCard } from '../support/pay-by-test-card';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, markProgress, signIn } from './admin-helpers';

/*
 * Every status change, by the system, by staff or by a path nobody wrote yet, leaves a history row naming who
 * made it (issue 12 §3). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (the triggers are SQL).
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app);
});

const history = async (campaignId: string): Promise<TStatusHistoryEntry[]> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/campaigns/${campaignId}/history`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
};
const rows = async (campaignId: string) =>
  (await history(campaignId)).map(({ subject, fromStatus, status, actor, detail }) => ({
    subject,
    fromStatus,
    status,
    actor,
    detail,
  }));
const patchCampaign = (id: string, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/campaigns/${id}`,
    headers: bearer(token),
    payload: { status },
  });
const progress = (id: string, payload: object) => markProgress(t.app, token, id, payload);

async function paidCampaign(notes = 4) {
  const campaign = await insertCampaign(t.database.db, { notes });
  const orderId = await payByTestCard(t, campaign.id, 'owner@whitfieldmotors.com');
  return { campaignId: campaign.id, orderId };
}

/** The history row of staff moving a paid campaign into production. */
const STAFF_STARTS_PRODUCTION = {
  subject: 'campaign',
  fromStatus: 'pending',
  status: 'processing',
  actor: 'staff:admin',
  detail: null,
};

describe('status history', () => {
  it('records a payment as made by the system: the order paid, the draft campaign pending', async () => {
    const { campaignId } = await paidCampaign();
    expect(await rows(campaignId)).toEqual([
      { subject: 'order', fromStatus: null, status: 'paid', actor: 'system', detail: null },
      { subject: 'campaign', fromStatus: 'draft', status: 'pending', actor: 'system', detail: null },
    ]);
    const [first] = await history(campaignId);
    expect(Date.now() - Date.parse(first!.at)).toBeLessThan(60_000);
  });

  it('names the staff member for campaign and order status changes in the back office', async () => {
    const { campaignId, orderId } = await paidCampaign();
    expect((await patchCampaign(campaignId, 'processing')).statusCode).toBe(200);
    const order = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: bearer(token),
      payload: { status: 'refunded' },
    });
    expect(order.statusCode, order.body).toBe(200);
    expect((await rows(campaignId)).slice(2)).toEqual([
      STAFF_STARTS_PRODUCTION,
      { subject: 'order', fromStatus: 'paid', status: 'refunded', actor: 'staff:admin', detail: null },
    ]);
  });

  it('records no row when staff set the status a campaign already has', async () => {
    const { campaignId } = await paidCampaign();
    expect((await patchCampaign(campaignId, 'pending')).statusCode).toBe(200);
    expect(await rows(campaignId)).toHaveLength(2);
  });

  it('records notes marked by staff, the move into production and the completion when all are mailed', async () => {
    const { campaignId } = await paidCampaign(4);
    expect((await progress(campaignId, { stage: 'written', from: 1, to: 2 })).statusCode).toBe(200);
    expect((await progress(campaignId, { stage: 'mailed' })).statusCode).toBe(200);
    expect((await rows(campaignId)).slice(2)).toEqual([
      STAFF_STARTS_PRODUCTION,
      {
        subject: 'notes',
        fromStatus: null,
        status: 'written',
        actor: 'staff:admin',
        detail: 'Notes 1–2 of 4',
      },
      {
        subject: 'notes',
        fromStatus: null,
        status: 'written',
        actor: 'staff:admin',
        detail: 'Notes 3–4 of 4',
      },
      {
        subject: 'notes',
        fromStatus: null,
        status: 'mailed',
        actor: 'staff:admin',
        detail: 'Notes 1–4 of 4',
      },
      {
        subject: 'campaign',
        fromStatus: 'processing',
        status: 'completed',
        actor: 'staff:admin',
        detail: null,
      },
    ]);
    const [campaign] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign!.status).toBe('completed');
  });

  it('records a change made by any code path, even one that names nobody (the database trigger)', async () => {
    const { campaignId, orderId } = await paidCampaign();
    const db = t.database.db;
    await db.update(campaigns).set({ status: 'processing' }).where(eq(campaigns.id, campaignId));
    await withActor(
      db,
      'customer',
      (tx) => tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, orderId)),
      'Changed my mind',
    );
    expect((await rows(campaignId)).slice(2)).toEqual([
      { subject: 'campaign', fromStatus: 'pending', status: 'processing', actor: 'system', detail: null },
      {
        subject: 'order',
        fromStatus: 'paid',
        status: 'refunded',
        actor: 'customer',
        detail: 'Changed my mind',
      },
    ]);
  });

  it('does not let one transaction’s actor leak into the next', async () => {
    const { campaignId } = await paidCampaign();
    await withActor(t.database.db, 'staff:someone', async () => undefined);
    await t.database.db.update(campaigns).set({ status: 'processing' }).where(eq(campaigns.id, campaignId));
    expect((await rows(campaignId)).at(-1)!.actor).toBe('system');
  });

  it('records a campaign created straight into a status (a manual order), but not a draft', async () => {
    const draft = await insertCampaign(t.database.db, { notes: 1 });
    const manual = await insertCampaign(t.database.db, { notes: 1, status: 'pending' });
    expect(await rows(draft.id)).toEqual([]);
    expect(await rows(manual.id)).toEqual([
      { subject: 'campaign', fromStatus: null, status: 'pending', actor: 'system', detail: null },
    ]);
  });

  it('answers 404 for the history of an unknown campaign', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/campaigns/3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c/history',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/i);
  });
});
