import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../src/server/db/schema';
import { v1CreateWebhookEndpoint } from '../../src/shared/contracts/v1/create-webhook-endpoint';
import { v1RotateWebhookSecret } from '../../src/shared/contracts/v1/rotate-webhook-secret';
import { v1TestWebhookEndpoint } from '../../src/shared/contracts/v1/test-webhook-endpoint';
import { WEBHOOK_SECRET_PATTERN } from '../../src/shared/webhooks';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectV1Error, type V1Customer, v1Call, v1Customer } from '../support/v1-client';
import { verifyLikeTheReadme } from '../support/verify-webhook';
import { startReceiver } from '../support/webhook-receiver';

/*
 * Issue 25 §2: an integrator manages their endpoints by API alone — changes the URL, events or whether it is
 * on, sends a test event and sees what their receiver answered, and rotates the signing secret with the old
 * one still signing for a day, so a receiver verifying with either keeps working.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let t: TestApp;
let alice: V1Customer;
let bob: V1Customer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  receiver = await startReceiver();
  // The receiver is on loopback over plain http: allowed only by the tests' and developers' setting.
  t = await createTestApp({ SMTP_URL: smtp.url, WEBHOOKS_ALLOW_PRIVATE: 'true' });
  alice = await v1Customer(t, smtp, 'alice@v1-manage.test');
  bob = await v1Customer(t, smtp, 'bob@v1-manage.test');
});
afterAll(async () => {
  await receiver.close();
  await smtp.close();
});

const call = (key: string, method: 'GET' | 'POST', url: string, body?: object) =>
  v1Call(t, key, method, url, body);

async function newEndpoint(events = ['order.paid']) {
  const res = await call(alice.test, 'POST', '/v1/webhook_endpoints', { url: receiver.url, events });
  expect(res.statusCode, res.body).toBe(201);
  return v1CreateWebhookEndpoint.response.parse(res.json());
}

describe('POST /v1/webhook_endpoints/{id}', () => {
  it('changes the events and the URL, turns it off and on again, and refuses a bad URL by name', async () => {
    const endpoint = await newEndpoint();
    const path = `/v1/webhook_endpoints/${endpoint.id}`;
    const changed = await call(alice.test, 'POST', path, {
      events: ['note.mailed', 'payment.failed'],
      url: `${receiver.url}?crm=1`,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      events: ['note.mailed', 'payment.failed'],
      url: `${receiver.url}?crm=1`,
      status: 'enabled',
    });
    expect(changed.body).not.toContain(endpoint.secret);

    const off = await call(alice.test, 'POST', path, { enabled: false });
    expect(off.json()).toMatchObject({ status: 'disabled', disabled_reason: 'Turned off by its owner.' });
    // A failing endpoint turned back on starts afresh.
    await t.database.db.update(webhookEndpoints).set({ failingSince: new Date() });
    const on = await call(alice.test, 'POST', path, { enabled: true });
    expect(on.json()).toMatchObject({ status: 'enabled', disabled_reason: null, failing_since: null });

    const badUrl = await call(alice.test, 'POST', path, { url: 'ftp://crm.example.com/hooks' });
    expect(expectV1Error(badUrl, 400, 'invalid_request_error').param).toBe('url');
    const unknownEvent = await call(alice.test, 'POST', path, { events: ['order.shipped'] });
    expect(expectV1Error(unknownEvent, 400, 'invalid_request_error').param).toMatch(/^events/);
    const stray = await call(alice.test, 'POST', path, { secret: 'whsec_mine' });
    expect(expectV1Error(stray, 400, 'invalid_request_error').code).toBe('parameter_unknown');
  });

  it("is another account's or the other mode's endpoint: 404 on every route", async () => {
    const endpoint = await newEndpoint();
    for (const [key, suffix] of [
      [bob.test, ''],
      [alice.live, ''],
      [bob.test, '/rotate_secret'],
      [alice.live, '/test'],
    ] as const) {
      const res = await call(key, 'POST', `/v1/webhook_endpoints/${endpoint.id}${suffix}`, {});
      expectV1Error(res, 404, 'invalid_request_error');
    }
  });
});

describe('POST /v1/webhook_endpoints/{id}/test', () => {
  it('sends a signed test event to that endpoint alone and answers what the receiver said', async () => {
    const endpoint = await newEndpoint();
    const other = await newEndpoint(['order.paid', 'note.mailed']);
    receiver.answer([204]);
    const res = await call(alice.test, 'POST', `/v1/webhook_endpoints/${endpoint.id}/test`);
    expect(res.statusCode, res.body).toBe(200);
    const delivery = v1TestWebhookEndpoint.response.parse(res.json());
    expect(delivery).toMatchObject({
      event_type: 'webhook_endpoint.test',
      outcome: 'succeeded',
      status_code: 204,
      attempt: 1,
    });
    expect(receiver.received).toHaveLength(1);
    const [sent] = receiver.received;
    const event = verifyLikeTheReadme(endpoint.secret, sent!.body, sent!.headers);
    expect(event).toMatchObject({
      id: delivery.event_id,
      type: 'webhook_endpoint.test',
      livemode: false,
      data: { object: { object: 'webhook_endpoint', id: endpoint.id } },
    });
    expect(() => verifyLikeTheReadme(other.secret, sent!.body, sent!.headers)).toThrow();

    // A receiver that fails is reported, not hidden.
    receiver.answer([500]);
    const failed = await call(alice.test, 'POST', `/v1/webhook_endpoints/${endpoint.id}/test`);
    expect(failed.json()).toMatchObject({ outcome: 'failed', status_code: 500 });
    // The log shows both attempts.
    const log = await call(alice.test, 'GET', `/v1/webhook_endpoints/${endpoint.id}/deliveries`);
    expect(log.json().data.map((d: { event_type: string }) => d.event_type)).toEqual([
      'webhook_endpoint.test',
      'webhook_endpoint.test',
    ]);

    await call(alice.test, 'POST', `/v1/webhook_endpoints/${endpoint.id}`, { enabled: false });
    const off = await call(alice.test, 'POST', `/v1/webhook_endpoints/${endpoint.id}/test`);
    expect(expectV1Error(off, 409, 'invalid_request_error').message).toContain('turned off');
  });
});

describe('POST /v1/webhook_endpoints/{id}/rotate_secret', () => {
  it('answers a new secret once; for a day both secrets verify every delivery, then only the new one', async () => {
    const endpoint = await newEndpoint();
    const res = await call(alice.test, 'POST', `/v1/webhook_endpoints/${endpoint.id}/rotate_secret`);
    expect(res.statusCode, res.body).toBe(200);
    const rotated = v1RotateWebhookSecret.response.parse(res.json());
    expect(rotated.secret).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(rotated.secret).not.toBe(endpoint.secret);
    const expires = new Date(rotated.previous_secret_expires).getTime();
    expect(expires - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    const read = await call(alice.test, 'GET', `/v1/webhook_endpoints/${endpoint.id}`);
    expect(read.body).not.toContain(rotated.secret);

    receiver.answer([200]);
    await call(alice.test, 'POST', `/v1/webhook_endpoints/${endpoint.id}/test`);
    const [during] = receiver.received;
    expect(String(during!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifyLikeTheReadme(rotated.secret, during!.body, during!.headers).type).toBe(
      'webhook_endpoint.test',
    );
    expect(verifyLikeTheReadme(endpoint.secret, during!.body, during!.headers).type).toBe(
      'webhook_endpoint.test',
    );

    // A day later the old secret no longer signs.
    await t.database.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) });
    receiver.answer([200]);
    await call(alice.test, 'POST', `/v1/webhook_endpoints/${endpoint.id}/test`);
    const [after] = receiver.received;
    expect(String(after!.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifyLikeTheReadme(rotated.secret, after!.body, after!.headers).type).toBe(
      'webhook_endpoint.test',
    );
    expect(() => verifyLikeTheReadme(endpoint.secret, after!.body, after!.headers)).toThrow();
  });
});
