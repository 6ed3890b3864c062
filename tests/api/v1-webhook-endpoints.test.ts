import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../src/server/db/schema';
import { emitEvent } from '../../src/server/features/webhooks/emit-event';
import { recordAttempt } from '../../src/server/features/webhooks/webhook-store';
import { v1CreateWebhookEndpoint } from '../../src/shared/contracts/v1/create-webhook-endpoint';
import { WEBHOOK_SECRET_PATTERN } from '../../src/shared/webhooks';
import { startSmtpServer } from '../support/smtp';
import { syntheticEvent } from '../support/synthetic-event';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectV1Error, SITE_ORIGIN, type V1Customer, v1Call, v1Customer } from '../support/v1-client';

/**
 * /v1/webhook_endpoints (issue 14 §6): the account page's endpoints through the API, in the key's mode — made
 * with a test key, an endpoint receives test events and only test keys see it.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let alice: V1Customer;
let bob: V1Customer;

type Method = 'GET' | 'POST' | 'DELETE';
const v1 = (key: string, method: Method, url: string, payload?: object) =>
  v1Call(t, key, method, url, payload);
const idsOf = (res: { json: () => { data: Array<{ id: string }> } }) => res.json().data.map((e) => e.id);

async function createEndpoint(key: string, url = 'https://crm.example.com/hooks', events = ['order.paid']) {
  const res = await v1(key, 'POST', '/v1/webhook_endpoints', { url, events });
  expect(res.statusCode, res.body).toBe(201);
  return v1CreateWebhookEndpoint.response.parse(res.json());
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  alice = await v1Customer(t, smtp, 'alice@v1-hooks.test');
  bob = await v1Customer(t, smtp, 'bob@v1-hooks.test');
});
afterAll(() => smtp.close());

describe('/v1/webhook_endpoints', () => {
  let testEndpoint: { id: string; secret: string };
  let liveEndpoint: { id: string };

  it("creates an endpoint in the key's mode and shows its signing secret once", async () => {
    const res = await v1(alice.test, 'POST', '/v1/webhook_endpoints', {
      url: 'https://crm.example.com/hooks',
      events: ['order.paid', 'note.mailed', 'order.paid'],
    });
    expect(res.statusCode, res.body).toBe(201);
    testEndpoint = res.json();
    expect(res.json()).toEqual({
      object: 'webhook_endpoint',
      id: expect.any(String),
      livemode: false,
      url: 'https://crm.example.com/hooks',
      events: ['order.paid', 'note.mailed'],
      status: 'enabled',
      disabled_reason: null,
      failing_since: null,
      created: expect.any(String),
      secret: expect.stringMatching(WEBHOOK_SECRET_PATTERN),
    });
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, testEndpoint.id));
    expect(row).toMatchObject({ accountId: alice.accountId, mode: 'test', secret: testEndpoint.secret });

    liveEndpoint = await createEndpoint(alice.live);
    expect(liveEndpoint).toMatchObject({ livemode: true });

    // Never shown again.
    const read = await v1(alice.test, 'GET', `/v1/webhook_endpoints/${testEndpoint.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...res.json(), secret: undefined });
    expect(read.body).not.toContain(testEndpoint.secret);

    // The account page lists both, with their modes.
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/account/webhook-endpoints',
      headers: { ...SITE_ORIGIN, cookie: alice.cookie },
    });
    expect(page.json().endpoints).toEqual([
      expect.objectContaining({ id: liveEndpoint.id, mode: 'live' }),
      expect.objectContaining({ id: testEndpoint.id, mode: 'test' }),
    ]);
  });

  it.each([
    ['a URL that is not one', { url: 'crm dot com', events: ['order.paid'] }, 'url'],
    ['plain http', { url: 'http://crm.example.com/hooks', events: ['order.paid'] }, 'url'],
    ['credentials in the URL', { url: 'https://me:pw@crm.example.com/hooks', events: ['order.paid'] }, 'url'],
    ['no events', { url: 'https://crm.example.com/hooks', events: [] }, 'events'],
    ['an unknown event', { url: 'https://crm.example.com/hooks', events: ['order.shipped'] }, 'events.0'],
  ])('refuses %s and names the parameter', async (_, body, param) => {
    const res = await v1(alice.test, 'POST', '/v1/webhook_endpoints', body);
    expect(expectV1Error(res, 400, 'invalid_request_error').param).toBe(param);
  });

  it("lists the key's mode only, by cursor", async () => {
    const second = await createEndpoint(alice.test, 'https://crm.example.com/second');
    expect(idsOf(await v1(alice.test, 'GET', '/v1/webhook_endpoints'))).toEqual([second.id, testEndpoint.id]);
    expect(idsOf(await v1(alice.live, 'GET', '/v1/webhook_endpoints'))).toEqual([liveEndpoint.id]);

    const first = await v1(alice.test, 'GET', '/v1/webhook_endpoints?limit=1');
    expect(first.json()).toMatchObject({ data: [{ id: second.id }], has_more: true });
    const next = await v1(alice.test, 'GET', `/v1/webhook_endpoints?limit=1&starting_after=${second.id}`);
    expect(next.json()).toMatchObject({ data: [{ id: testEndpoint.id }], has_more: false });
    const err = expectV1Error(
      await v1(alice.test, 'GET', `/v1/webhook_endpoints?starting_after=${liveEndpoint.id}`),
      400,
      'invalid_request_error',
    );
    expect(err.param).toBe('starting_after');
  });

  it('shows recent deliveries: status code, duration, attempt and event, newest first', async () => {
    const db = t.database.db;
    // An event type the endpoint does not subscribe to: the dispatcher leaves it, the log is written here.
    const eventId = await db.transaction((tx) =>
      emitEvent(
        tx,
        syntheticEvent({
          accountId: alice.accountId,
          livemode: false,
          type: 'campaign.status_changed',
          sourceKey: 'v1-deliveries-test',
        }),
      ),
    );
    const attempt = { eventId: eventId!, endpointId: testEndpoint.id };
    await recordAttempt(db, {
      ...attempt,
      outcome: 'failed',
      responseStatus: 500,
      durationMs: 41,
      error: 'HTTP 500',
    });
    await recordAttempt(db, {
      ...attempt,
      outcome: 'succeeded',
      responseStatus: 200,
      durationMs: 12,
      error: null,
    });

    const url = `/v1/webhook_endpoints/${testEndpoint.id}/deliveries`;
    const res = await v1(alice.test, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      object: 'list',
      data: [
        expect.objectContaining({ attempt: 2, outcome: 'succeeded', status_code: 200, duration_ms: 12 }),
        {
          object: 'webhook_delivery',
          id: expect.any(String),
          event_id: eventId,
          event_type: 'campaign.status_changed',
          attempt: 1,
          outcome: 'failed',
          status_code: 500,
          duration_ms: 41,
          error: 'HTTP 500',
          created: expect.any(String),
        },
      ],
      has_more: false,
    });
    const [newest] = res.json().data;
    const page = await v1(alice.test, 'GET', `${url}?limit=1&starting_after=${newest.id}`);
    expect(page.json()).toMatchObject({ data: [{ attempt: 1 }], has_more: false });
  });

  it("answers 404 for another account's endpoint, or the other mode's, on every route", async () => {
    const calls: Array<[Method, string]> = [
      ['GET', `/v1/webhook_endpoints/${testEndpoint.id}`],
      ['GET', `/v1/webhook_endpoints/${testEndpoint.id}/deliveries`],
      ['DELETE', `/v1/webhook_endpoints/${testEndpoint.id}`],
      ['GET', '/v1/webhook_endpoints/not-a-uuid'],
    ];
    for (const key of [bob.test, bob.live, alice.live]) {
      for (const [method, url] of calls) {
        const err = expectV1Error(await v1(key, method, url), 404, 'invalid_request_error');
        expect(err, `${method} ${url}`).toMatchObject({ code: 'not_found', param: 'id' });
      }
    }
    expect(idsOf(await v1(bob.test, 'GET', '/v1/webhook_endpoints'))).toEqual([]);
    expect(idsOf(await v1(bob.live, 'GET', '/v1/webhook_endpoints'))).toEqual([]);
    expect((await v1(alice.test, 'GET', `/v1/webhook_endpoints/${testEndpoint.id}`)).statusCode).toBe(200);
  });

  it('deletes an endpoint', async () => {
    const res = await v1(alice.test, 'DELETE', `/v1/webhook_endpoints/${testEndpoint.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ object: 'webhook_endpoint', id: testEndpoint.id, deleted: true });
    expectV1Error(
      await v1(alice.test, 'GET', `/v1/webhook_endpoints/${testEndpoint.id}`),
      404,
      'invalid_request_error',
    );
    expect(idsOf(await v1(alice.test, 'GET', '/v1/webhook_endpoints'))).not.toContain(testEndpoint.id);
    expect(idsOf(await v1(alice.live, 'GET', '/v1/webhook_endpoints'))).toEqual([liveEndpoint.id]);
  });
});
