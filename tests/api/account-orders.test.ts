// Over 300 lines: a customer's orders (list, detail, cancel, reorder) on one account whose paid orders serve every
// case.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  campaigns,
  contacts,
  designTemplates,
  orders,
  refunds,
  savedListContacts,
  savedLists,
  statusHistory,
} from '../../src/server/db/schema';
import { CANCELLED_BY_CUSTOMER } from '../../src/server/features/account-orders/account-order-service';
import {
  ACCOUNT_ORDERS_PAGE_SIZE,
  CANCEL_TOO_LATE,
  ORDER_NOT_FOUND,
  type TAccountOrder,
} from '../../src/shared/account-orders';
import { arrivalWindow } from '../../src/shared/arrival-window';
import {
  deliveryDateProblem,
  earliestDeliveryDate,
  earliestTodayAnywhere,
} from '../../src/shared/delivery-date';
import { REFUND_MESSAGES } from '../../src/shared/refunds';
import { SAVED_LIST_MESSAGES } from '../../src/shared/saved-lists';
import { signInAs } from '../support/account-session';
import { insertCampaign, insertInvoiceOrder } from '../support/campaign-fixtures';
import { payByTestCard } from '../support/pay-by-test-card';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, FILES, multipart, signIn } from './admin-helpers';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let ann: { email: string; cookie: string; id: string };
let bob: { email: string; cookie: string; id: string };
let adminToken: string;
/** A seeded catalogue design: web campaigns are made from one (or from an upload). */
let templateId: number;

async function customer(email: string) {
  const cookie = await signInAs(t, smtp, email);
  const [row] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
  return { email, cookie, id: row!.id };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  ann = await customer('ann@harbor-dental.test');
  bob = await customer('bob@pinecrest-realty.test');
  adminToken = await signIn(t.app);
  const [template] = await t.database.db.select().from(designTemplates).limit(1);
  templateId = template!.id;
});
afterAll(() => smtp.close());

/** A campaign of the account paid by its owner with the test provider as at checkout: intent, then the card. */
async function paidOrder(
  owner: { id: string; email: string; cookie: string },
  options: Parameters<typeof insertCampaign>[1] = {},
) {
  const campaign = await insertCampaign(t.database.db, {
    notes: 3,
    accountId: owner.id,
    templateId,
    ...options,
  });
  return payFor(campaign.id, owner);
}

async function payFor(campaignId: string, owner: { email: string; cookie: string }) {
  const orderId = await payByTestCard(t, campaignId, owner.email, owner.cookie);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return { campaignId, orderId, amountCents: order!.amountCents };
}

const as = (who: { cookie: string }) => ({ cookie: who.cookie });
const list = (who: { cookie: string }, page = 1) =>
  t.app.inject({ method: 'GET', url: `/api/account/orders?page=${page}`, headers: as(who) });
const detail = (who: { cookie: string }, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/account/orders/${id}`, headers: as(who) });
const cancel = (who: { cookie: string }, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/account/orders/${id}/cancel`, headers: as(who) });
const reorder = (who: { cookie: string }, id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/account/orders/${id}/reorder`, headers: as(who), payload });

/** A business day comfortably after the earliest allowed one. */
const laterDate = () => earliestDeliveryDate(earliestTodayAnywhere(new Date(Date.now() + 14 * 86_400_000)));

describe('GET /api/account/orders', () => {
  it('lists only the account’s paid and refunded orders, newest first, ten a page', async () => {
    const shopper = await customer('paging@lakeside-bakery.test');
    const placed: string[] = [];
    for (let i = 0; i < ACCOUNT_ORDERS_PAGE_SIZE + 2; i++)
      placed.push((await paidOrder(shopper, { notes: 1 })).orderId);
    // Not shown: an invoice still waiting for payment, and another account's order.
    const invoiced = await insertCampaign(t.database.db, { notes: 1, accountId: shopper.id });
    await insertInvoiceOrder(t.database.db, invoiced, shopper.email);
    await paidOrder(bob, { notes: 1 });

    const first = await list(shopper);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ total: 12, page: 1, pageSize: ACCOUNT_ORDERS_PAGE_SIZE });
    expect(page1.items).toHaveLength(10);
    const page2 = (await list(shopper, 2)).json();
    expect(page2.items).toHaveLength(2);
    const ids = [...page1.items, ...page2.items].map((o: { id: string }) => o.id);
    expect(ids).toEqual([...placed].reverse());
    expect(page1.items[0]).toMatchObject({
      status: 'paid',
      campaignStatus: 'pending',
      stage: 'in_review',
      totalNotes: 1,
    });
    expect(page1.items[0].reference).toMatch(/^#\d+$/);

    expect((await list(shopper, 0)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/orders' })).statusCode).toBe(401);
  });
});

describe('GET /api/account/orders/:id', () => {
  it('shows the timeline, the history without staff names, the arrival window and the receipt', async () => {
    const { orderId, campaignId, amountCents } = await paidOrder(ann, { deliveryDate: '2030-06-14' });
    const fresh: TAccountOrder = (await detail(ann, orderId)).json();
    expect(fresh).toMatchObject({
      id: orderId,
      campaignId,
      status: 'paid',
      stage: 'in_review',
      contactCount: 3,
      writtenCount: 0,
      mailedCount: 0,
      canCancel: true,
      customerEmail: ann.email,
      amount: (amountCents / 100).toFixed(2),
      refunded: '0.00',
    });
    expect(fresh.paymentReference).toMatch(/^pi_test_/);
    expect(fresh.timeline.map((s) => [s.stage, s.state])).toEqual([
      ['paid', 'done'],
      ['in_review', 'current'],
      ['in_production', 'upcoming'],
      ['written', 'upcoming'],
      ['mailed', 'upcoming'],
    ]);
    expect(fresh.timeline[0]!.at).not.toBeNull();
    expect(fresh.arrival).toEqual(arrivalWindow({ deliveryDate: '2030-06-14', mailedOn: null }));
    expect(fresh.history.map((h) => [h.subject, h.status])).toEqual(
      expect.arrayContaining([
        ['order', 'paid'],
        ['campaign', 'pending'],
      ]),
    );

    // Staff start production, then write and mail the notes in two batches.
    const started = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/campaigns/${campaignId}`,
      headers: bearer(adminToken),
      payload: { status: 'processing' },
    });
    expect(started.statusCode, started.body).toBe(200);
    await markNotes(campaignId, [0], { written: true });
    const partly: TAccountOrder = (await detail(ann, orderId)).json();
    expect(partly.stage).toBe('in_production');
    expect(partly.canCancel).toBe(false);
    expect(partly.timeline[2]).toMatchObject({ stage: 'in_production', state: 'current' });
    expect(partly.timeline[3]).toMatchObject({
      stage: 'written',
      state: 'upcoming',
      detail: '1 of 3 notes written',
    });
    const staffRow = partly.history.find((h) => h.subject === 'campaign' && h.status === 'processing');
    expect(staffRow?.actor).toBe('staff');
    expect(JSON.stringify(partly.history)).not.toContain(`staff:`);

    const mailedOn = new Date('2030-06-03T15:00:00Z');
    await markNotes(campaignId, [0, 1, 2], { written: true, mailedAt: mailedOn });
    const mailed: TAccountOrder = (await detail(ann, orderId)).json();
    expect(mailed).toMatchObject({ stage: 'mailed', writtenCount: 3, mailedCount: 3 });
    expect(mailed.timeline.every((s) => s.state === 'done')).toBe(true);
    expect(mailed.timeline[4]!.at).toBe(mailedOn.toISOString());
    expect(mailed.arrival).toEqual(arrivalWindow({ deliveryDate: '2030-06-14', mailedOn: '2030-06-03' }));
  });

  it('is 404 for another account’s order, an unknown id and an id that is no UUID', async () => {
    const { orderId } = await paidOrder(ann);
    for (const id of [orderId, crypto.randomUUID(), 'not-a-uuid', '1']) {
      for (const res of [
        await detail(bob, id),
        await cancel(bob, id),
        await reorder(bob, id, { deliveryDate: laterDate() }),
      ]) {
        expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
        expect(res.json()).toEqual({ message: ORDER_NOT_FOUND });
      }
    }
    // Nothing changed for its owner.
    expect((await detail(ann, orderId)).json()).toMatchObject({ status: 'paid', canCancel: true });
  });
});

async function markNotes(
  campaignId: string,
  positions: number[],
  marks: { written: boolean; mailedAt?: Date },
) {
  for (const position of positions) {
    await t.database.db
      .update(contacts)
      .set({
        writtenAt: marks.written ? new Date() : null,
        ...(marks.mailedAt ? { mailedAt: marks.mailedAt } : {}),
      })
      .where(and(eq(contacts.campaignId, campaignId), eq(contacts.position, position)));
  }
}

describe('POST /api/account/orders/:id/cancel', () => {
  it('refunds in full through the test provider, cancels the campaign and says so in the history and by e-mail', async () => {
    const { orderId, campaignId, amountCents } = await paidOrder(ann);
    const res = await cancel(ann, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const order: TAccountOrder = res.json();
    expect(order).toMatchObject({
      status: 'refunded',
      campaignStatus: 'cancelled',
      refunded: (amountCents / 100).toFixed(2),
      canCancel: false,
      arrival: null,
      stage: 'in_review',
    });
    const [refund, ...more] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(more).toEqual([]);
    expect(refund).toMatchObject({
      amountCents,
      actor: 'customer',
      provider: 'test',
      reason: CANCELLED_BY_CUSTOMER,
    });
    expect(refund!.providerRefundId).toMatch(/^re_test_/);
    const history = await t.database.db
      .select()
      .from(statusHistory)
      .where(eq(statusHistory.campaignId, campaignId));
    expect(history.map((h) => [h.subject, h.fromStatus, h.status, h.actor])).toEqual(
      expect.arrayContaining([
        ['order', 'paid', 'refunded', 'customer'],
        ['campaign', 'pending', 'cancelled', 'customer'],
      ]),
    );
    expect(order.history.find((h) => h.status === 'cancelled')?.detail).toBe(CANCELLED_BY_CUSTOMER);

    await t.mail.kick();
    const reference = order.reference;
    const cancelled = await smtp.waitFor(
      (m) => m.subject === `Your Quillpost order ${reference} has been cancelled`,
    );
    expect(cancelled.to).toContain(ann.email);
    expect(cancelled.text).toContain(`We refunded $${(amountCents / 100).toFixed(2)}`);
    // One e-mail says both: no separate refund message follows.
    await t.mail.kick();
    expect(
      smtp.messages.filter((m) => m.subject.includes(reference) && m.subject.endsWith('refunded')),
    ).toEqual([]);

    const again = await cancel(ann, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: REFUND_MESSAGES.alreadyCancelled });
  });

  it('is refused with 409 once a note is written or the campaign is in production', async () => {
    const written = await paidOrder(ann);
    await markNotes(written.campaignId, [1], { written: true });
    const processing = await paidOrder(ann);
    await t.database.db
      .update(campaigns)
      .set({ status: 'processing' })
      .where(eq(campaigns.id, processing.campaignId));
    for (const { orderId } of [written, processing]) {
      expect((await detail(ann, orderId)).json().canCancel).toBe(false);
      const res = await cancel(ann, orderId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: CANCEL_TOO_LATE });
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row).toMatchObject({ status: 'paid', refundedCents: 0 });
    }
  });
});

describe('POST /api/account/orders/:id/reorder', () => {
  it('makes a new draft with the same design, message, style and recipients, priced afresh', async () => {
    const source = await insertCampaign(t.database.db, {
      notes: 3,
      accountId: ann.id,
      designSource: 'upload',
      naturalness: 0.7,
      handwritingStyle: 'casual',
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/campaigns/${source.id}/front-design`,
      ...multipart(
        [{ name: 'frontDesign', filename: 'front.png', content: FILES.png, contentType: 'image/png' }],
        as(ann),
      ),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { orderId } = await payFor(source.id, ann);

    const deliveryDate = laterDate();
    const res = await reorder(ann, orderId, { deliveryDate });
    expect(res.statusCode, res.body).toBe(201);
    const { campaignId } = res.json();
    expect(campaignId).not.toBe(source.id);
    const [copy] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    const [original] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, source.id));
    expect(copy).toMatchObject({
      status: 'draft',
      source: 'web',
      accountId: ann.id,
      deliveryDate,
      customerEmail: ann.email,
      message: original!.message,
      handwritingStyle: 'casual',
      naturalness: 0.7,
      designSource: 'upload',
      totalNotes: 3,
      totalAmountCents: original!.totalAmountCents,
    });
    // The design is a copy: replacing it in the new draft cannot delete the paid order's artwork.
    expect(copy!.frontDesignFileId).not.toBeNull();
    expect(copy!.frontDesignFileId).not.toBe(original!.frontDesignFileId);
    const design = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaignId}/design/front`,
      headers: as(ann),
    });
    expect(design.statusCode).toBe(200);
    expect(design.rawPayload.equals(FILES.png)).toBe(true);
    const names = async (id: string) =>
      (
        await t.database.db
          .select()
          .from(contacts)
          .where(eq(contacts.campaignId, id))
          .orderBy(contacts.position)
      ).map((c) => [c.position, c.name, c.address1, c.zip]);
    expect(await names(campaignId)).toEqual(await names(source.id));
    // It is the customer's to pay at checkout (theirs only: it was made in their account).
    const checkout = (
      await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}`, headers: as(ann) })
    ).json();
    expect(checkout).toMatchObject({ paid: false, editable: true, contactCount: 3 });
  });

  it('sends to one of the account’s saved lists, never another account’s', async () => {
    const { orderId } = await paidOrder(ann);
    const [own] = await t.database.db
      .insert(savedLists)
      .values({ accountId: ann.id, name: 'Patients 2027' })
      .returning();
    const [foreign] = await t.database.db
      .insert(savedLists)
      .values({ accountId: bob.id, name: 'Buyers' })
      .returning();
    const rows = (listId: string, prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        listId,
        position: i,
        name: `${prefix} ${i + 1}`,
        address1: `${20 + i} Harbor Road`,
        city: 'Portland',
        state: 'ME',
        zip: '04101',
        customFields: { first_name: `${prefix}${i}` },
      }));
    await t.database.db
      .insert(savedListContacts)
      .values([...rows(own!.id, 'Patient', 5), ...rows(foreign!.id, 'Buyer', 2)]);

    const refused = await reorder(ann, orderId, { deliveryDate: laterDate(), savedListId: foreign!.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: SAVED_LIST_MESSAGES.notFound });

    const res = await reorder(ann, orderId, { deliveryDate: laterDate(), savedListId: own!.id });
    expect(res.statusCode, res.body).toBe(201);
    const { campaignId } = res.json();
    const copied = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.campaignId, campaignId))
      .orderBy(contacts.position);
    expect(copied.map((c) => c.name)).toEqual([
      'Patient 1',
      'Patient 2',
      'Patient 3',
      'Patient 4',
      'Patient 5',
    ]);
    expect(copied[0]!.customFields).toEqual({ first_name: 'Patient0' });
    const [campaign] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(campaign!.totalNotes).toBe(5);
  });

  it('refuses a delivery date the builder would refuse', async () => {
    const { orderId } = await paidOrder(ann);
    const tooSoon = new Date().toISOString().slice(0, 10);
    let saturday = laterDate();
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6)
      saturday = new Date(Date.parse(saturday) + 86_400_000).toISOString().slice(0, 10);
    for (const deliveryDate of [tooSoon, saturday]) {
      const res = await reorder(ann, orderId, { deliveryDate });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: deliveryDateProblem(deliveryDate, earliestTodayAnywhere(new Date())),
      });
    }
    expect((await reorder(ann, orderId, { deliveryDate: 'next week' })).statusCode).toBe(400);
    expect((await reorder(ann, orderId, {})).statusCode).toBe(400);
  });
});
