import { describe, expect, it } from 'vitest';
import { captureLogs } from '../support/log-capture';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Issue 27, hole 5: with TRUST_PROXY=true the client's own left-most X-Forwarded-For was its address, so
 * rotating that header dodged every per-address limit. Each setting now names the real client, and what a
 * client writes into the header never changes the key a rate limit counts under.
 */

const CONTACT = { address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' };

interface From {
  remoteAddress: string;
  xff?: string;
}

async function appWith(env: Record<string, string>) {
  const capture = captureLogs('info');
  const t = await createTestApp(env, { logger: capture.logger });
  return { t, capture };
}

/** The client address the app logs for a request (a 404 is logged with its ip). */
async function loggedIp({ t, capture }: { t: TestApp; capture: ReturnType<typeof captureLogs> }, from: From) {
  capture.lines.length = 0;
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/no-such-endpoint',
    remoteAddress: from.remoteAddress,
    headers: from.xff ? { 'x-forwarded-for': from.xff } : {},
  });
  expect(res.statusCode).toBe(404);
  await expect.poll(() => capture.lines.find((l) => l.msg === 'request completed')).toBeDefined();
  return capture.lines.find((l) => l.msg === 'request completed')!.ip;
}

/** What the address-check route's per-client limit has left after this request. */
async function remaining(t: TestApp, from: From): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/address-checks',
    remoteAddress: from.remoteAddress,
    headers: from.xff ? { 'x-forwarded-for': from.xff } : {},
    payload: { contacts: [CONTACT] },
  });
  expect(res.statusCode).toBe(200);
  return Number(res.headers['x-ratelimit-remaining']);
}

/** Four requests whose X-Forwarded-For the client rotates: one counter goes down by one each time. */
async function expectOneCounter(t: TestApp, requests: From[]) {
  const left: number[] = [];
  for (const from of requests) left.push(await remaining(t, from));
  expect(left).toEqual(left.map((_, i) => left[0]! - i));
}

const rotating = (remoteAddress: string, xff: (i: number) => string): From[] =>
  [1, 2, 3, 4].map((i) => ({ remoteAddress, xff: xff(i) }));

describe('TRUST_PROXY unset: no proxy is trusted', async () => {
  const ctx = await appWith({});

  it('takes the socket peer as the client and ignores X-Forwarded-For', async () => {
    expect(await loggedIp(ctx, { remoteAddress: '203.0.113.7', xff: '198.51.100.1' })).toBe('203.0.113.7');
  });

  it('counts a client rotating X-Forwarded-For under one key', async () => {
    await expectOneCounter(
      ctx.t,
      rotating('203.0.113.8', (i) => `198.51.100.${i}`),
    );
  });
});

describe('TRUST_PROXY=1: one proxy in front appends the client', async () => {
  const ctx = await appWith({ TRUST_PROXY: '1' });

  it('takes the entry the proxy appended, not the ones the client wrote', async () => {
    expect(await loggedIp(ctx, { remoteAddress: '10.0.0.2', xff: '6.6.6.6, 198.51.100.1' })).toBe(
      '198.51.100.1',
    );
    expect(await loggedIp(ctx, { remoteAddress: '10.0.0.2', xff: '198.51.100.1' })).toBe('198.51.100.1');
    expect(await loggedIp(ctx, { remoteAddress: '10.0.0.2' })).toBe('10.0.0.2');
  });

  it('counts a client rotating its own entries under one key, and another client under its own', async () => {
    await expectOneCounter(
      ctx.t,
      rotating('10.0.0.2', (i) => `6.6.6.${i}, 198.51.100.20`),
    );
    const fresh = await remaining(ctx.t, { remoteAddress: '10.0.0.2', xff: '198.51.100.21' });
    const again = await remaining(ctx.t, { remoteAddress: '10.0.0.2', xff: '6.6.6.6, 198.51.100.21' });
    expect(again).toBe(fresh - 1);
    expect(fresh).toBeGreaterThan(
      await remaining(ctx.t, { remoteAddress: '10.0.0.2', xff: '198.51.100.20' }),
    );
  });
});

describe('TRUST_PROXY=127.0.0.1,10.0.0.0/8: proxies at those addresses', async () => {
  const ctx = await appWith({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });

  it('walks back through trusted proxies to the first address that is not one', async () => {
    expect(await loggedIp(ctx, { remoteAddress: '10.1.2.3', xff: '6.6.6.6, 198.51.100.1' })).toBe(
      '198.51.100.1',
    );
    expect(await loggedIp(ctx, { remoteAddress: '127.0.0.1', xff: '6.6.6.6, 198.51.100.1, 10.0.0.5' })).toBe(
      '198.51.100.1',
    );
  });

  it('believes no header from a peer that is not a listed proxy', async () => {
    expect(await loggedIp(ctx, { remoteAddress: '203.0.113.7', xff: '198.51.100.1' })).toBe('203.0.113.7');
    await expectOneCounter(
      ctx.t,
      rotating('203.0.113.9', (i) => `198.51.100.${i}`),
    );
  });

  it('counts a client behind the proxies rotating its own entries under one key', async () => {
    await expectOneCounter(
      ctx.t,
      rotating('10.1.2.3', (i) => `6.6.6.${i}, 198.51.100.30`),
    );
  });
});
