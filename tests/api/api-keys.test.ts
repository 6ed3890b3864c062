import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../src/server/db/schema';
import { hashSessionToken } from '../../src/server/lib/secret-tokens';
import { createApiKey } from '../../src/shared/contracts/account-api-keys/create-api-key';
import { listApiKeys } from '../../src/shared/contracts/account-api-keys/list-api-keys';
import { signInAs } from '../support/account-session';
import { callApi } from '../support/call-api';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

/** API keys made, listed and revoked by the signed-in customer (issue 14 §1). */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let alice: string;
let bob: string;

const ORIGIN = { origin: 'https://quillpost.test' };
const send = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...ORIGIN, cookie } });
const newKey = (cookie: string, name: string, mode: 'test' | 'live') =>
  callApi(t, createApiKey, { body: { name, mode } }, { as: { cookie } });
const keysOf = async (cookie: string) => (await callApi(t, listApiKeys, {}, { as: { cookie } })).keys;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  alice = await signInAs(t, smtp, 'alice@keys.test');
  bob = await signInAs(t, smtp, 'bob@keys.test');
});
afterAll(() => smtp.close());

describe('API keys', () => {
  it('makes a test key shown once, stored only as its hash with a prefix', async () => {
    const res = await send(alice, 'POST', '/api/account/api-keys', { name: 'HubSpot', mode: 'test' });
    expect(res.statusCode, res.body).toBe(201);
    const { id, key } = createApiKey.response.parse(res.json());
    expect(key).toMatch(/^qp_test_[A-Za-z0-9_-]{43}$/);

    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.tokenHash).toBe(hashSessionToken(key));
    expect(JSON.stringify(row)).not.toContain(key.slice(8));
    expect(row!.prefix).toBe(key.slice(0, 12));

    const list = await send(alice, 'GET', '/api/account/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key.slice(12));
    expect(list.json().keys).toContainEqual({
      id,
      name: 'HubSpot',
      mode: 'test',
      prefix: key.slice(0, 12),
      lastUsedAt: null,
      createdAt: expect.any(String),
      revoked: false,
    });
  });

  it('makes live keys, each different', async () => {
    const a = await newKey(alice, 'Zap', 'live');
    const b = await newKey(alice, 'Zap 2', 'live');
    expect(a.key).toMatch(/^qp_live_/);
    expect(a.key).not.toBe(b.key);
  });

  it('refuses a key without a name or with an unknown mode', async () => {
    const noName = await send(alice, 'POST', '/api/account/api-keys', { name: ' ', mode: 'test' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('name');
    const badMode = await send(alice, 'POST', '/api/account/api-keys', { name: 'X', mode: 'prod' });
    expect(badMode.statusCode).toBe(400);
  });

  it('lists only the account’s own keys', async () => {
    const own = await newKey(bob, 'Bob CRM', 'test');
    const bobs = await keysOf(bob);
    expect(bobs.map((k) => k.id)).toEqual([own.id]);
    const alices = await keysOf(alice);
    expect(alices.map((k) => k.id)).not.toContain(own.id);
  });

  it('revokes a key: it stops working on /v1, stays listed as revoked; another account’s id is 404', async () => {
    const { id, key } = await newKey(alice, 'Old', 'test');
    const auth = { authorization: `Bearer ${key}` };
    expect((await t.app.inject({ method: 'GET', url: '/v1/orders', headers: auth })).statusCode).toBe(200);

    expect((await send(bob, 'DELETE', `/api/account/api-keys/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/orders', headers: auth })).statusCode).toBe(200);

    expect((await send(alice, 'DELETE', `/api/account/api-keys/${id}`)).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/v1/orders', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.type).toBe('authentication_error');
    const listed = await keysOf(alice);
    const row = listed.find((k) => k.id === id)!;
    expect(row.revoked).toBe(true);
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/api-keys', headers: ORIGIN });
    expect(res.statusCode).toBe(401);
  });
});
