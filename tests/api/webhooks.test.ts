// Over 300 lines: webhook delivery end to end (signature, retries, log, resend, disabling) against one receiver and
// app; the scenarios share both.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { savedCards, webhookEndpoints, webhookEvents } from '../../src/server/db/schema';
import { TestPaymentProvider } from '../../src/server/features/payments/test-provider';
import { runSchedulerPass } from '../../src/server/features/programs/scheduler-pass';
import { deliverWebhook, webhookRetryPolicy } from '../../src/server/features/webhooks/deliver-webhook';
import { emitEvent } from '../../src/server/features/webhooks/emit-event';
import { createEndpointFor } from '../../src/server/features/webhooks/webhook-endpoint-service';
import { createWebhookEndpoint } from '../../src/shared/contracts/account-webhooks/create-webhook-endpoint';
import { listWebhookDeliveries } from '../../src/shared/contracts/account-webhooks/list-webhook-deliveries';
import type { ContractInput } from '../../src/shared/contracts/contract';
import { WEBHOOK_SECRET_PATTERN } from '../../src/shared/webhooks';
import { accountIdOf } from '../support/account-holdings';
import { signInAs } from '../support/account-session';
import { callApi } from '../support/call-api';
import { insertCampaign } from '../support/campaign-fixtures';
import { payByTestCard } from '../support/pay-by-test-card';
import { birthdayWrittenBy, giveProgram } from '../support/scheduler-fixtures';
import { startSmtpServer } from '../support/smtp';
import { syntheticEvent } from '../support/synthetic-event';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';
import { eventData, verifyLikeTheReadme } from '../support/verify-webhook';
import { startReceiver } from '../support/webhook-receiver';
import { bearer, signIn } from './admin-helpers';

/**
 * Signed webhooks (issue 14 §6) against a real HTTP receiver on loopback: signature, retries with backoff,
 * the delivery log, Resend, disabling after three days of failures, and one event per cause.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let t: TestApp;
let alice: { cookie: string; accountId: string };
let bob: { cookie: string; accountId: string };
const originalBase = webhookRetryPolicy.baseSeconds;

beforeAll(async () => {
  smtp = await startSmtpServer();
  receiver = await startReceiver();
  // The receiver is on loopback over plain http: allowed only by the tests' and developers' setting
  // (webhook-ssrf.test.ts covers the rules without it).
  t = await createTestApp({ SMTP_URL: smtp.url, WEBHOOKS_ALLOW_PRIVATE: 'true' });
  const aliceCookie = await signInAs(t, smtp, 'alice@hooks.test');
  const bobCookie = await signInAs(t, smtp, 'bob@hooks.test');
  alice = { cookie: aliceCookie, accountId: await accountIdOf(t.database.db, 'alice@hooks.test') };
  bob = { cookie: bobCookie, accountId: await accountIdOf(t.database.db, 'bob@hooks.test') };
});
afterAll(async () => {
  webhookRetryPolicy.baseSeconds = originalBase;
  await receiver.close();
  await smtp.close();
});

const as = (who: { cookie: string }) => ({ cookie: who.cookie });

async function addEndpoint(body: Record<string, unknown>, who = alice) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/webhook-endpoints',
    headers: as(who),
    payload: body,
  });
}

type EndpointInput = ContractInput<typeof createWebhookEndpoint>['body'];
const newEndpoint = (events: EndpointInput['events'], mode: EndpointInput['mode'] = 'test') =>
  callApi(t, createWebhookEndpoint, { body: { url: receiver.url, events, mode } }, { as: alice });

async function emit(type: 'order.paid' | 'order.refunded', sourceKey: string, livemode = false) {
  return t.database.db.transaction((tx) =>
    emitEvent(tx, syntheticEvent({ accountId: alice.accountId, livemode, type, sourceKey })),
  );
}

const deliveriesOf = async (endpointId: string, who = alice) =>
  t.app.inject({
    method: 'GET',
    url: `/api/account/webhook-endpoints/${endpointId}/deliveries`,
    headers: as(who),
  });

/**
 * The endpoint's log once it holds `count` attempts: the receiver has a request before the delivery job
 * records its answer, so the log is awaited by its state rather than read at once.
 */
function logWith(endpointId: string, count: number) {
  let held = 0;
  return until(
    async () => {
      const { deliveries: log } = await callApi(
        t,
        listWebhookDeliveries,
        { params: { id: endpointId } },
        { as: alice },
      );
      held = log.length;
      return log.length >= count ? log : undefined;
    },
    () => `the log holds ${held} of ${count} attempts`,
  );
}

describe('managing webhook endpoints', () => {
  it('refuses what is not a usable endpoint, with a readable message', async () => {
    const bad = [
      { url: 'ftp://127.0.0.1/x', events: ['order.paid'], mode: 'test' },
      { url: 'not a url', events: ['order.paid'], mode: 'test' },
      { url: receiver.url, events: [], mode: 'test' },
      { url: receiver.url, events: ['order.shipped'], mode: 'test' },
      { url: receiver.url, events: ['order.paid'], mode: 'sandbox' },
    ];
    for (const body of bad) {
      const res = await addEndpoint(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('accepts plain http to this machine only with WEBHOOKS_ALLOW_PRIVATE, and https to a public host', async () => {
    const deps = {
      database: t.database,
      webhookNet: t.webhookNet,
      config: { ...t.config, webhooksAllowPrivate: false },
    };
    const input = { url: receiver.url, events: ['order.paid' as const], mode: 'test' as const };
    await expect(createEndpointFor(deps, alice.accountId, input)).rejects.toMatchObject({
      statusCode: 400,
      message: 'The URL must start with https://.',
    });
    const https = await addEndpoint({
      url: 'https://crm.example.com/hooks',
      events: ['order.paid'],
      mode: 'live',
    });
    expect(https.statusCode).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/webhook-endpoints/${https.json().id}`,
      headers: as(alice),
    });
    expect(removed.statusCode).toBe(204);
  });

  it('shows the secret once, lists without it, and keeps each account to its own endpoints', async () => {
    const { id, secret } = await newEndpoint(['order.paid', 'note.mailed']);
    expect(secret).toMatch(WEBHOOK_SECRET_PATTERN);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/account/webhook-endpoints',
      headers: as(alice),
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    const mine = list.json().endpoints.find((e: { id: string }) => e.id === id);
    expect(mine).toMatchObject({ url: receiver.url, mode: 'test', events: ['order.paid', 'note.mailed'] });

    const bobsList = await t.app.inject({
      method: 'GET',
      url: '/api/account/webhook-endpoints',
      headers: as(bob),
    });
    expect(bobsList.json().endpoints).toEqual([]);
    expect((await deliveriesOf(id, bob)).statusCode).toBe(404);
    const bobDeletes = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/webhook-endpoints/${id}`,
      headers: as(bob),
    });
    expect(bobDeletes.statusCode).toBe(404);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/webhook-endpoints/${id}`,
      headers: as(alice),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await deliveriesOf(id)).statusCode).toBe(404);
  });

  it('answers 401 signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/webhook-endpoints' });
    expect(res.statusCode).toBe(401);
  });
});

describe('delivering events', () => {
  it('makes one event per cause', async () => {
    const first = await emit('order.refunded', 'order.refunded:once');
    const again = await emit('order.refunded', 'order.refunded:once');
    expect(first).toMatch(/^evt_/);
    expect(again).toBeNull();
    const rows = await t.database.db
      .select()
      .from(webhookEvents)
      .where(
        and(eq(webhookEvents.accountId, alice.accountId), eq(webhookEvents.sourceKey, 'order.refunded:once')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toMatchObject({ id: first, type: 'order.refunded', livemode: false });
  });

  it('sends a signed event from the job queue that the documented snippet verifies', async () => {
    receiver.answer([200]);
    const { id, secret } = await newEndpoint(['order.paid']);
    const eventId = await emit('order.paid', 'order.paid:signed');
    // A live event and an unsubscribed type never reach a test endpoint.
    await emit('order.paid', 'order.paid:live', true);
    await emit('order.refunded', 'order.refunded:unsubscribed');

    const [got] = await receiver.waitFor(1);
    const event = verifyLikeTheReadme(secret, got!.body, got!.headers);
    expect(event).toMatchObject({
      id: eventId,
      type: 'order.paid',
      livemode: false,
    });
    expect(got!.headers['webhook-id']).toBe(eventId);
    expect(() =>
      verifyLikeTheReadme(secret, got!.body.replace('"livemode":false', '"livemode":true'), got!.headers),
    ).toThrow();

    const log = await logWith(id, 1);
    expect(log).toEqual([
      expect.objectContaining({
        eventId,
        eventType: 'order.paid',
        attempt: 1,
        outcome: 'succeeded',
        responseStatus: 200,
      }),
    ]);
    // Nothing else arrives: the live and the unsubscribed events are not this endpoint's.
    await new Promise((r) => setTimeout(r, 6_000));
    expect(receiver.received).toHaveLength(1);
    await t.app.inject({ method: 'DELETE', url: `/api/account/webhook-endpoints/${id}`, headers: as(alice) });
  });

  it('retries a failing receiver with backoff until it answers 2xx, then Resend sends it again', async () => {
    webhookRetryPolicy.baseSeconds = 1;
    receiver.answer([500, 500, 500, 200]);
    const { id } = await newEndpoint(['order.paid']);
    const eventId = await emit('order.paid', 'order.paid:retried');

    const got = await receiver.waitFor(4);
    expect(got.map((r) => r.headers['webhook-id'])).toEqual([eventId, eventId, eventId, eventId]);
    const log = await logWith(id, 4);
    expect(log.map((d) => [d.attempt, d.outcome, d.responseStatus])).toEqual([
      [4, 'succeeded', 200],
      [3, 'failed', 500],
      [2, 'failed', 500],
      [1, 'failed', 500],
    ]);
    const [endpoint] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(endpoint!.failingSince).toBeNull();

    receiver.answer([200]);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/account/webhook-endpoints/${id}/deliveries/${eventId}/resend`,
      headers: as(alice),
    });
    expect(resend.statusCode).toBe(202);
    const [again] = await receiver.waitFor(1);
    expect(again!.headers['webhook-id']).toBe(eventId);
    const bobResends = await t.app.inject({
      method: 'POST',
      url: `/api/account/webhook-endpoints/${id}/deliveries/${eventId}/resend`,
      headers: as(bob),
    });
    expect(bobResends.statusCode).toBe(404);
    await t.app.inject({ method: 'DELETE', url: `/api/account/webhook-endpoints/${id}`, headers: as(alice) });
  });

  it('disables an endpoint failing for three days and e-mails its owner', async () => {
    receiver.answer([500]);
    // The event comes first, so the queue's dispatcher leaves it alone (an endpoint gets only later events)
    // and this test makes the one attempt itself.
    const eventId = (await emit('order.refunded', 'order.refunded:disabled'))!;
    await new Promise((r) => setTimeout(r, 10));
    const { id } = await newEndpoint(['order.refunded']);
    await t.database.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '3 days 1 minute'` })
      .where(eq(webhookEndpoints.id, id));

    const result = await deliverWebhook(t, { eventId, endpointId: id, retry: true });
    expect(result).toMatchObject({ outcome: 'failed', retryInSeconds: null });
    const [endpoint] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(endpoint!.status).toBe('disabled');
    const mail = await smtp.waitFor((m) => m.to.includes('alice@hooks.test') && /webhook/i.test(m.subject));
    expect(mail.text).toContain(receiver.url);
    expect(await deliverWebhook(t, { eventId, endpointId: id, retry: true })).toEqual({ outcome: 'skipped' });
  });

  it('a retry run again after a crash does not send a delivered event twice; Resend still does', async () => {
    receiver.answer([200]);
    // As above: the event first, so the dispatcher leaves it to this test.
    const eventId = (await emit('order.refunded', 'order.refunded:delivered-once'))!;
    await new Promise((r) => setTimeout(r, 10));
    const { id } = await newEndpoint(['order.refunded']);
    const delivery = { eventId, endpointId: id, retry: true };

    expect(await deliverWebhook(t, delivery)).toMatchObject({ outcome: 'succeeded', attempt: 1 });
    // pg-boss runs a job again when its process died before marking it done.
    expect(await deliverWebhook(t, delivery)).toEqual({ outcome: 'skipped' });
    expect(receiver.received).toHaveLength(1);
    expect(await deliverWebhook(t, { ...delivery, retry: false })).toMatchObject({
      outcome: 'succeeded',
      attempt: 2,
    });
    expect(receiver.received).toHaveLength(2);
    await t.app.inject({ method: 'DELETE', url: `/api/account/webhook-endpoints/${id}`, headers: as(alice) });
  });
});

/** An event about the campaign: the campaign itself, its order or program's day, or one of its notes. */
const aboutCampaign = (campaignId: string) => {
  const data = sql`${webhookEvents.payload}->'data'`;
  return sql`${campaignId} in (${data}->'object'->>'id', ${data}->'object'->>'campaign_id', ${data}->>'campaign_id')`;
};

describe('what makes events', () => {
  const eventsOf = async (campaignId: string) =>
    (
      await t.database.db
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.accountId, alice.accountId), aboutCampaign(campaignId)))
        .orderBy(webhookEvents.createdAt)
    ).map((e) => ({
      type: e.type,
      livemode: e.livemode,
      data: eventData(e.payload),
    }));

  it('a paid order, staff marking notes and changing status each make their event, once', async () => {
    const token = await signIn(t.app);
    const campaign = await insertCampaign(t.database.db, { notes: 3, accountId: alice.accountId });
    const orderId = await payByTestCard(t, campaign.id, 'alice@hooks.test', alice.cookie);
    const mark = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/campaigns/${campaign.id}/progress`,
        headers: bearer(token),
        payload,
      });
    expect((await mark({ stage: 'written', from: 1, to: 2 })).statusCode).toBe(200);
    expect((await mark({ stage: 'mailed' })).statusCode).toBe(200);
    // Marking again changes nothing, so it tells nothing.
    expect((await mark({ stage: 'mailed' })).statusCode).toBe(200);

    // Events of one transaction may share a millisecond: compared as a set, counted exactly.
    const events = await eventsOf(campaign.id);
    expect(events).toHaveLength(10);
    const statusChange = (from: string, to: string) => ({
      type: 'campaign.status_changed',
      livemode: true,
      data: {
        object: expect.objectContaining({ object: 'campaign', id: campaign.id, status: to }),
        previous_attributes: { status: from },
      },
    });
    expect(events).toEqual(
      expect.arrayContaining([
        {
          type: 'order.paid',
          livemode: true,
          data: {
            object: expect.objectContaining({ object: 'order', id: orderId, campaign_id: campaign.id }),
          },
        },
        statusChange('draft', 'pending'),
        statusChange('pending', 'processing'),
        statusChange('processing', 'completed'),
      ]),
    );
    // One event per note and stage, each naming its recipient and the campaign.
    for (const type of ['note.written', 'note.mailed']) {
      const notes = events.filter((e) => e.type === type);
      expect(notes.map((e) => e.data.campaign_id)).toEqual([campaign.id, campaign.id, campaign.id]);
      expect(new Set(notes.map((e) => z.object({ id: z.uuid() }).parse(e.data.object).id)).size).toBe(3);
    }

    // Staff try to step the completed campaign back by hand: every note is mailed, so the step rule
    // (campaign-steps.ts) refuses it and no event is made. Then they refund part of the order.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/campaigns/${campaign.id}`,
      headers: bearer(token),
      payload: { status: 'processing', reason: 'Recount' },
    });
    expect(patched.statusCode).toBe(409);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: bearer(token),
      payload: { amount: '1.00', reason: 'One note smudged' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const later = (await eventsOf(campaign.id)).slice(10);
    expect(later).toEqual([
      {
        type: 'order.refunded',
        livemode: true,
        data: {
          object: expect.objectContaining({ id: orderId, amount_refunded: 100 }),
          previous_attributes: { status: 'paid', amount_refunded: 0 },
          refund: expect.objectContaining({ amount: 100, reason: 'One note smudged' }),
        },
      },
    ]);
  });

  it('a campaign without an account tells no one', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 1 });
    await payByTestCard(t, campaign.id, 'guest@hooks.test');
    const events = await t.database.db.select().from(webhookEvents).where(aboutCampaign(campaign.id));
    expect(events).toEqual([]);
  });
  it("a program's day makes program.sends_created, and a failed card payment.failed", async () => {
    // A clock after the note's day: a pass never runs ahead of it.
    const deps = {
      ...t,
      payments: new TestPaymentProvider(t.database.db),
      clock: () => new Date(`${occurrence}T12:00:00Z`),
    };
    const occurrence = '2027-06-14';
    const { writtenOn } = birthdayWrittenBy(occurrence);
    const dayBefore = new Date(Date.parse(writtenOn) - 86_400_000).toISOString().slice(0, 10);
    const given = (email: string) =>
      giveProgram(t.database.db, { email, people: 2, occurrences: [occurrence], lastRunDate: dayBefore });
    const paid = await given('programs-paid@hooks.test');
    const unpaid = await given('programs-unpaid@hooks.test');
    await t.database.db.delete(savedCards).where(eq(savedCards.accountId, unpaid.accountId));

    await runSchedulerPass(deps, { asOf: writtenOn });
    const typesOf = async (accountId: string) =>
      (await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.accountId, accountId))).map(
        (e) => ({ type: e.type, data: eventData(e.payload) }),
      );

    expect(await typesOf(paid.accountId)).toEqual(
      expect.arrayContaining([
        {
          type: 'program.sends_created',
          data: expect.objectContaining({
            object: expect.objectContaining({ object: 'program', id: paid.program.id }),
            notes: 2,
          }),
        },
        { type: 'order.paid', data: expect.anything() },
      ]),
    );
    const failed = await typesOf(unpaid.accountId);
    expect(failed).toEqual(
      expect.arrayContaining([
        {
          type: 'program.sends_created',
          data: expect.objectContaining({ object: expect.objectContaining({ id: unpaid.program.id }) }),
        },
        {
          type: 'payment.failed',
          data: { object: expect.objectContaining({ program_id: unpaid.program.id }) },
        },
        {
          type: 'campaign.status_changed',
          data: expect.objectContaining({ object: expect.objectContaining({ status: 'cancelled' }) }),
        },
      ]),
    );
    expect(failed.some((e) => e.type === 'order.paid')).toBe(false);
  });
});
