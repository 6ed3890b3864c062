// Over 300 lines: each attack on webhook URLs (addresses, redirects, DNS rebinding) is a row of one threat list
// checked on one app and one test DNS table.
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { webhookEndpoints } from '../../src/server/db/schema';
import { deliverWebhook, webhookRetryPolicy } from '../../src/server/features/webhooks/deliver-webhook';
import { connectionErrorClass } from '../../src/server/features/webhooks/delivery-error';
import { emitEvent } from '../../src/server/features/webhooks/emit-event';
import { postPinned } from '../../src/server/features/webhooks/pinned-post';
import { recordAttempt } from '../../src/server/features/webhooks/webhook-store';
import { createWebhookEndpoint } from '../../src/shared/contracts/account-webhooks/create-webhook-endpoint';
import { listWebhookDeliveries } from '../../src/shared/contracts/account-webhooks/list-webhook-deliveries';
import { listWebhookEndpoints } from '../../src/shared/contracts/account-webhooks/list-webhook-endpoints';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DELIVERY_ERRORS,
  type WebhookEventType,
} from '../../src/shared/webhooks';
import { callApi } from '../support/call-api';
import { listeningAddress } from '../support/listening-address';
import { startSmtpServer } from '../support/smtp';
import { syntheticEvent } from '../support/synthetic-event';
import { createTestApp, type TestApp } from '../support/test-app';
import { PUBLIC_TEST_ADDRESS } from '../support/test-webhook-net';
import { expectV1Error, SITE_ORIGIN, type V1Customer, v1Call, v1Customer } from '../support/v1-client';

/**
 * Issue 27, hole 4: webhook endpoints as a server-side request forgery. The app runs as in production
 * (https PUBLIC_URL, WEBHOOKS_ALLOW_PRIVATE off); DNS comes from the tests' table and the tests' connector
 * reaches loopback only, so a check that let an address through fails here instead of sending traffic out.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let alice: V1Customer;
let bob: V1Customer;
let carol: V1Customer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  alice = await v1Customer(t, smtp, 'alice@ssrf.test');
  bob = await v1Customer(t, smtp, 'bob@ssrf.test');
  carol = await v1Customer(t, smtp, 'carol@ssrf.test');
  // Names whose DNS points inside: at creation, and after it (rebinding).
  t.webhookNet.hosts.set('loopback.example.com', ['127.0.0.1']);
  t.webhookNet.hosts.set('internal.example.com', ['10.1.2.3']);
  t.webhookNet.hosts.set('mixed.example.com', [PUBLIC_TEST_ADDRESS, '127.0.0.1']);
  t.webhookNet.hosts.set('metadata.example.com', ['169.254.169.254']);
  t.webhookNet.hosts.set('v6-loopback.example.com', ['::1']);
});
afterAll(() => smtp.close());

// Endpoints here take an event this file never emits, so the queue's dispatcher leaves them alone and each
// delivery below is made, and awaited, by its test.
const EVENTS: WebhookEventType[] = ['payment.failed'];

const addEndpoint = (who: V1Customer, url: string, mode: 'test' | 'live' = 'test') =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/webhook-endpoints',
    headers: { ...SITE_ORIGIN, cookie: who.cookie },
    payload: { url, events: EVENTS, mode },
  });

/** Every URL here points at this machine, its network or the cloud's metadata: [url, why]. */
const REFUSED: Array<[string, RegExp]> = [
  ['https://127.0.0.1/hooks', /127\.0\.0\.1 is a loopback address/],
  ['https://127.8.9.10:8443/hooks', /loopback/],
  ['https://localhost/hooks', /localhost resolves to a loopback address/],
  ['https://loopback.example.com/hooks', /resolves to a loopback address/],
  ['https://v6-loopback.example.com/hooks', /resolves to a loopback address/],
  ['https://0.0.0.0/hooks', /unspecified/],
  ['https://0/hooks', /unspecified/],
  ['https://2130706433/hooks', /127\.0\.0\.1 is a loopback address/],
  ['https://0177.0.0.1/hooks', /loopback/],
  ['https://0x7f.0.0.1/hooks', /loopback/],
  ['https://0x7f000001/hooks', /loopback/],
  ['https://127.1/hooks', /loopback/],
  ['https://[::1]/hooks', /loopback/],
  ['https://[::ffff:127.0.0.1]/hooks', /loopback/],
  ['https://[::ffff:a9fe:a9fe]/hooks', /cloud metadata/],
  ['https://[::127.0.0.1]/hooks', /reserved/],
  ['https://[64:ff9b::7f00:1]/hooks', /reserved/],
  ['https://[::]/hooks', /unspecified/],
  ['https://10.0.0.5/hooks', /private network/],
  ['https://172.16.3.4/hooks', /private network/],
  ['https://172.31.255.1/hooks', /private network/],
  ['https://192.168.1.10/hooks', /private network/],
  ['https://[fc00::1]/hooks', /private network/],
  ['https://[fd12:3456::1]/hooks', /private network/],
  ['https://internal.example.com/hooks', /internal\.example\.com resolves to a private network address/],
  ['https://169.254.169.254/latest/meta-data/', /cloud metadata/],
  ['https://[fd00:ec2::254]/latest/meta-data/', /cloud metadata/],
  ['https://metadata.example.com/latest/meta-data/', /resolves to a cloud metadata address/],
  ['https://169.254.10.1/hooks', /link-local/],
  ['https://[fe80::1]/hooks', /link-local/],
  ['https://100.64.0.1/hooks', /carrier-grade NAT/],
  ['https://100.127.255.254/hooks', /carrier-grade NAT/],
  ['https://224.0.0.1/hooks', /multicast/],
  ['https://239.255.255.250/hooks', /multicast/],
  ['https://[ff02::1]/hooks', /multicast/],
  ['https://255.255.255.255/hooks', /broadcast/],
  ['https://192.0.2.1/hooks', /reserved/],
  ['https://mixed.example.com/hooks', /resolves to a loopback address/],
  ['http://127.0.0.1:8080/hooks', /must start with https/],
  ['http://2130706433/hooks', /must start with https/],
  ['http://crm.example.com/hooks', /must start with https/],
];

describe('adding an endpoint', () => {
  it.each(REFUSED)('refuses %s, saying why', async (url, why) => {
    const res = await addEndpoint(alice, url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(why);
  });

  it("never shows the addresses a name resolves to (they would map the site's network)", async () => {
    const res = await addEndpoint(alice, 'https://internal.example.com/hooks');
    expect(res.json().message).not.toContain('10.1.2.3');
  });

  it('refuses a host that does not resolve, and accepts https to a public host', async () => {
    const missing = await addEndpoint(alice, 'https://nowhere.quillpost.invalid/hooks');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'We could not find the host nowhere.quillpost.invalid; check the URL.',
    );
    const fine = await addEndpoint(alice, 'https://crm.example.com/hooks');
    expect(fine.statusCode, fine.body).toBe(201);
    const ipv6 = await addEndpoint(alice, 'https://[2606:2800:220:1::1]/hooks');
    expect(ipv6.statusCode, ipv6.body).toBe(201);
  });

  it('refuses the same through /v1, in its error format, naming the url', async () => {
    const res = await v1Call(t, alice.test, 'POST', '/v1/webhook_endpoints', {
      url: 'https://2130706433/hooks',
      events: EVENTS,
    });
    const error = expectV1Error(res, 400, 'invalid_request_error');
    expect(error).toMatchObject({ param: 'url', message: expect.stringMatching(/loopback/) });
  });

  it('opens no connection while checking', () => {
    expect(t.webhookNet.connections).toEqual([]);
  });
});

describe('at most 16 endpoints per account and mode', () => {
  it('refuses the 17th with a clear 409, in each mode and through /v1', async () => {
    for (let i = 0; i < MAX_WEBHOOK_ENDPOINTS; i++) {
      expect((await addEndpoint(bob, `https://crm.example.com/hooks/${i}`)).statusCode).toBe(201);
    }
    const over = await addEndpoint(bob, 'https://crm.example.com/hooks/one-more');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'You already have 16 test webhook endpoints, the most an account may have in one mode. Delete one to add another.',
    );
    const viaV1 = await v1Call(t, bob.test, 'POST', '/v1/webhook_endpoints', {
      url: 'https://crm.example.com/hooks/v1',
      events: EVENTS,
    });
    expect(expectV1Error(viaV1, 409, 'invalid_request_error').message).toMatch(/16 test webhook endpoints/);

    // The other mode has its own 16; another account is not counted.
    expect((await addEndpoint(bob, 'https://crm.example.com/live', 'live')).statusCode).toBe(201);
    expect((await addEndpoint(carol, 'https://crm.example.com/carol')).statusCode).toBe(201);

    // Deleting one makes room.
    const [first] = (
      await callApi(t, listWebhookEndpoints, {}, { as: { cookie: bob.cookie } })
    ).endpoints.filter((e) => e.mode === 'test');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/webhook-endpoints/${first!.id}`,
      headers: { ...SITE_ORIGIN, cookie: bob.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await addEndpoint(bob, 'https://crm.example.com/hooks/again')).statusCode).toBe(201);
  });
});

/** A new test event of the account's (an order.paid, which no endpoint here takes). */
async function newEvent(who: V1Customer = alice): Promise<string> {
  const eventId = await t.database.db.transaction((tx) =>
    emitEvent(
      tx,
      syntheticEvent({
        accountId: who.accountId,
        livemode: false,
        type: 'order.paid',
        sourceKey: `ssrf:${randomBytes(8).toString('hex')}`,
      }),
    ),
  );
  return eventId!;
}

/** One attempt to come: an event of alice's and an endpoint at `url` stored as is (no check on the way in). */
async function storedDelivery(url: string) {
  const [endpoint] = await t.database.db
    .insert(webhookEndpoints)
    .values({
      accountId: alice.accountId,
      mode: 'test',
      url,
      events: EVENTS,
      secret: `whsec_${randomBytes(32).toString('base64')}`,
    })
    .returning();
  return { eventId: await newEvent(), endpointId: endpoint!.id, retry: false };
}

const logOf = async (endpointId: string, who = alice) =>
  (await callApi(t, listWebhookDeliveries, { params: { id: endpointId } }, { as: { cookie: who.cookie } }))
    .deliveries;

describe('delivering', () => {
  // Stored as they were before these checks (or as DNS answers after them): each is checked again.
  const STORED = REFUSED.map(([url]) => url);

  it.each(STORED)('refuses %s at delivery, logged as "address not allowed"', async (url) => {
    const delivery = await storedDelivery(url);
    expect(await deliverWebhook(t, delivery)).toMatchObject({ outcome: 'failed' });
    expect(await logOf(delivery.endpointId)).toEqual([
      expect.objectContaining({ outcome: 'failed', responseStatus: null, error: 'address not allowed' }),
    ]);
    expect(t.webhookNet.connections).toEqual([]);
  });

  it('checks again at delivery: a name that now resolves to loopback is refused (DNS rebinding)', async () => {
    t.webhookNet.hosts.set('rebind.example.com', [PUBLIC_TEST_ADDRESS]);
    const made = await addEndpoint(carol, 'https://rebind.example.com/hooks');
    expect(made.statusCode, made.body).toBe(201);
    // The name's DNS changes after the check.
    t.webhookNet.hosts.set('rebind.example.com', ['127.0.0.1']);
    const { id: endpointId } = createWebhookEndpoint.response.parse(made.json());
    const delivery = { eventId: await newEvent(carol), endpointId, retry: false };
    expect(await deliverWebhook(t, delivery)).toMatchObject({ outcome: 'failed' });
    expect(await logOf(endpointId, carol)).toEqual([
      expect.objectContaining({ outcome: 'failed', error: 'address not allowed' }),
    ]);
    expect(t.webhookNet.connections).toEqual([]);
  });

  it('connects to the address it checked, and only that one', async () => {
    t.webhookNet.hosts.set('pinned.example.com', [PUBLIC_TEST_ADDRESS]);
    const delivery = await storedDelivery('https://pinned.example.com/hooks');
    await deliverWebhook(t, delivery);
    expect(t.webhookNet.connections).toEqual([{ address: PUBLIC_TEST_ADDRESS, family: 4 }]);
    // The tests' connector refused to leave the machine; the log names a class, not its words.
    expect(await logOf(delivery.endpointId)).toEqual([
      expect.objectContaining({ outcome: 'failed', error: 'connection failed' }),
    ]);
    t.webhookNet.connections.length = 0;
  });

  it('logs a host that stopped resolving as "host not found"', async () => {
    const delivery = await storedDelivery('https://gone.quillpost.invalid/hooks');
    await deliverWebhook(t, delivery);
    expect(await logOf(delivery.endpointId)).toEqual([expect.objectContaining({ error: 'host not found' })]);
  });
});

/** A loopback HTTP server answering every request with `status`; `hosts` keeps the Host headers it saw. */
async function startReceiver(status: number, answer = true) {
  const hosts: Array<IncomingHttpHeaders['host']> = [];
  const server = createHttpServer((req, res) => {
    hosts.push(req.headers.host);
    req.resume();
    if (answer) res.writeHead(status).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { port: listeningAddress(server).port, hosts };
}

async function closedPort(): Promise<number> {
  const server: Server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = listeningAddress(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the delivery log keeps a class of error, never the connection’s own words', () => {
  // Receivers on loopback need the tests' setting; everything else is as in production.
  const local = () => ({ ...t, config: { ...t.config, webhooksAllowPrivate: true } });

  async function loggedError(url: string) {
    const delivery = await storedDelivery(url);
    await deliverWebhook(local(), delivery);
    const [row] = await logOf(delivery.endpointId);
    expect(WEBHOOK_DELIVERY_ERRORS).toContain(row!.error);
    return row!;
  }

  it('connection refused', async () => {
    const row = await loggedError(`http://127.0.0.1:${await closedPort()}/hooks`);
    expect(row).toMatchObject({ error: 'connection refused', responseStatus: null });
  });

  it('HTTP 5xx and 4xx, with the status beside them', async () => {
    const failing = await startReceiver(503);
    expect(await loggedError(`http://127.0.0.1:${failing.port}/hooks`)).toMatchObject({
      error: 'HTTP 5xx',
      responseStatus: 503,
    });
    const missing = await startReceiver(404);
    expect(await loggedError(`http://127.0.0.1:${missing.port}/hooks`)).toMatchObject({
      error: 'HTTP 4xx',
      responseStatus: 404,
    });
  });

  it('TLS error', async () => {
    // https to a plain http server: the handshake fails.
    const plain = await startReceiver(200);
    expect(await loggedError(`https://127.0.0.1:${plain.port}/hooks`)).toMatchObject({ error: 'TLS error' });
  });

  it('timeout', async () => {
    const silent = await startReceiver(200, false);
    const original = webhookRetryPolicy.timeoutMs;
    // The receiver never answers, so the deadline always ends the attempt, however short.
    webhookRetryPolicy.timeoutMs = 200;
    try {
      expect(await loggedError(`http://127.0.0.1:${silent.port}/hooks`)).toMatchObject({ error: 'timeout' });
    } finally {
      webhookRetryPolicy.timeoutMs = original;
    }
  });

  it('shows attempts logged before with their raw text as a class', async () => {
    const delivery = await storedDelivery('https://crm.example.com/legacy');
    await recordAttempt(t.database.db, {
      eventId: delivery.eventId,
      endpointId: delivery.endpointId,
      outcome: 'failed',
      responseStatus: null,
      durationMs: 3,
      error: 'fetch failed: connect ECONNREFUSED 10.0.0.7:5432',
    });
    expect(await logOf(delivery.endpointId)).toEqual([
      expect.objectContaining({ error: 'connection failed' }),
    ]);
  });

  it('classes errors by their code, not their text', () => {
    const withCode = (code: string) => Object.assign(new Error(`${code} 10.0.0.7:22`), { code });
    expect(connectionErrorClass(withCode('ECONNREFUSED'), false)).toBe('connection refused');
    expect(connectionErrorClass(withCode('ERR_TLS_CERT_ALTNAME_INVALID'), false)).toBe('TLS error');
    expect(connectionErrorClass(withCode('DEPTH_ZERO_SELF_SIGNED_CERT'), false)).toBe('TLS error');
    expect(connectionErrorClass(withCode('ECONNRESET'), false)).toBe('connection failed');
    expect(connectionErrorClass(withCode('ECONNRESET'), true)).toBe('timeout');
    expect(connectionErrorClass(new Error('fetch failed', { cause: withCode('ECONNREFUSED') }), false)).toBe(
      'connection refused',
    );
  });
});

describe('the pinned connection', () => {
  const message = { headers: { 'content-type': 'application/json' }, body: '{}' };
  const signal = () => AbortSignal.timeout(30_000);

  it('connects to the checked address while the Host header keeps the name (which resolves nowhere)', async () => {
    const receiver = await startReceiver(204);
    const status = await postPinned({
      url: new URL(`http://hooks.quillpost.invalid:${receiver.port}/in`),
      address: { address: '127.0.0.1', family: 4 },
      ...message,
      signal: signal(),
    });
    expect(status).toBe(204);
    expect(receiver.hosts).toEqual([`hooks.quillpost.invalid:${receiver.port}`]);
  });

  it('sends the name as TLS SNI', async () => {
    // The ClientHello is plain text: the server name is in its first bytes.
    let hello: Buffer = Buffer.alloc(0);
    const server = createTcpServer((socket) =>
      socket.once('data', (chunk: Buffer) => {
        hello = chunk;
        socket.destroy();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = listeningAddress(server);
    await expect(
      postPinned({
        url: new URL(`https://hooks.quillpost.invalid:${port}/in`),
        address: { address: '127.0.0.1', family: 4 },
        ...message,
        signal: signal(),
      }),
    ).rejects.toThrow();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(hello.includes(Buffer.from('hooks.quillpost.invalid'))).toBe(true);
  });
});

describe('Resend', () => {
  it('is limited to 10 a minute per account, with a clear 429', async () => {
    const made = await addEndpoint(carol, 'https://crm.example.com/resend');
    expect(made.statusCode, made.body).toBe(201);
    const eventId = await newEvent(carol);
    const { id } = createWebhookEndpoint.response.parse(made.json());
    const url = `/api/account/webhook-endpoints/${id}/deliveries/${eventId}/resend`;
    const resend = (who: V1Customer) =>
      t.app.inject({ method: 'POST', url, headers: { ...SITE_ORIGIN, cookie: who.cookie } });
    for (let i = 0; i < 10; i++) expect((await resend(carol)).statusCode).toBe(202);
    const over = await resend(carol);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(
      /^You can resend 10 events a minute\. Please try again in \d+ seconds\.$/,
    );
    expect(over.headers['retry-after']).toBeDefined();
    // Counted per account: another account's calls are not held back by carol's.
    expect((await resend(alice)).statusCode).toBe(404);
  });
});

describe('WEBHOOKS_ALLOW_PRIVATE', () => {
  it('is off unless set, and cannot be set on a site served over https', () => {
    expect(loadConfig({}).webhooksAllowPrivate).toBe(false);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'true' }).webhooksAllowPrivate).toBe(true);
    expect(() =>
      loadConfig({ WEBHOOKS_ALLOW_PRIVATE: 'true', PUBLIC_URL: 'https://quillpost.com', PAYMENTS: 'test' }),
    ).toThrow(
      new ConfigError(
        'Invalid environment variable WEBHOOKS_ALLOW_PRIVATE: must be false when PUBLIC_URL is https',
      ),
    );
  });
});
