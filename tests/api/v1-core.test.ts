// Over 300 lines: the /v1 conventions (auth, errors, rate limits, idempotency, pagination, modes) are checked
// together on one app and one set of keys.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import {
  apiKeys,
  apiRequests,
  campaigns,
  designTemplates,
  idempotencyKeys,
  orders,
} from '../../src/server/db/schema';
import { pruneApiRequests } from '../../src/server/features/api-keys/request-log-store';
import { API_REQUESTS_KEPT_MS } from '../../src/server/features/public-api/housekeeping-job';
import { IDEMPOTENCY_KEPT_MS } from '../../src/server/features/public-api/idempotency';
import { pruneIdempotencyKeys } from '../../src/server/features/public-api/idempotency-store';
import { V1_RATE_LIMIT } from '../../src/server/features/public-api/rate-limit';
import { insertCampaign } from '../support/campaign-fixtures';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { until } from '../support/until';
import {
  expectV1Error,
  newApiKey,
  SITE_ORIGIN,
  v1Call,
  v1Customer,
  v1DeliveryDate,
} from '../support/v1-client';

/**
 * The /v1 core (issue 14): API-key auth, the error format, rate limits per key, Idempotency-Key, cursor
 * pagination, and test/live and account separation, through orders and campaigns.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let templateId: number;
const alice = { cookie: '', accountId: '', test: '', live: '' };
const bob = { cookie: '', accountId: '', test: '', live: '' };

const newKey = (cookie: string, mode: 'test' | 'live') => newApiKey(t, cookie, mode);
const v1 = (key: string, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
  v1Call(t, key, method, url, payload, headers);
const deliveryDate = v1DeliveryDate;

const campaignBody = (name = 'Thank-yous') => ({
  name,
  message: 'Thanks for your order, {{first_name}}!',
  style: 'elegant',
  template_id: templateId,
  delivery_date: deliveryDate(),
});

/** A paid order on a new campaign of the account, in the given mode. */
async function paidOrder(accountId: string, livemode: boolean): Promise<string> {
  const campaign = await insertCampaign(t.database.db, { notes: 1, accountId, livemode });
  const [order] = await t.database.db
    .insert(orders)
    .values({
      campaignId: campaign.id,
      customerEmail: 'payer@example.test',
      amountCents: campaign.totalAmountCents,
      status: 'paid',
      paidAt: new Date(),
    })
    .returning();
  return order!.id;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  const [template] = await t.database.db.select().from(designTemplates).limit(1);
  templateId = template!.id;
  for (const [who, email] of [
    [alice, 'alice@v1.test'],
    [bob, 'bob@v1.test'],
  ] as const) {
    Object.assign(who, await v1Customer(t, smtp, email));
  }
});
afterAll(() => smtp.close());

describe('authentication', () => {
  it('refuses a missing, malformed, unknown or revoked key with 401 in the error format', async () => {
    expectV1Error(await t.app.inject({ method: 'GET', url: '/v1/orders' }), 401, 'authentication_error');
    expectV1Error(await v1('qp_test_short', 'GET', '/v1/orders'), 401, 'authentication_error');
    expectV1Error(await v1(`qp_live_${'A'.repeat(43)}`, 'GET', '/v1/orders'), 401, 'authentication_error');
    const basic = await t.app.inject({
      method: 'GET',
      url: '/v1/orders',
      headers: { authorization: `Basic ${alice.test}` },
    });
    expectV1Error(basic, 401, 'authentication_error');

    const revoked = await newKey(alice.cookie, 'test');
    expect((await v1(revoked, 'GET', '/v1/orders')).statusCode).toBe(200);
    await t.database.db
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(apiKeys.prefix, revoked.slice(0, 12)));
    expectV1Error(await v1(revoked, 'GET', '/v1/orders'), 401, 'authentication_error');
  });

  it('refuses an account session cookie: /v1 is keys only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/orders', headers: { cookie: alice.cookie } });
    expectV1Error(res, 401, 'authentication_error');
  });

  it('records when a key was last used, at most once a minute', async () => {
    const key = await newKey(alice.cookie, 'test');
    const lastUsed = async () =>
      (
        await t.database.db
          .select()
          .from(apiKeys)
          .where(eq(apiKeys.prefix, key.slice(0, 12)))
      )[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await v1(key, 'GET', '/v1/orders');
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await v1(key, 'GET', '/v1/orders');
    expect(await lastUsed()).toEqual(first);
  });
});

describe('errors', () => {
  it('names the parameter a validation error is about', async () => {
    const res = await v1(alice.test, 'POST', '/v1/campaigns', { ...campaignBody(), style: 'gothic' });
    const error = expectV1Error(res, 400, 'invalid_request_error');
    expect(error.param).toBe('style');
    const limit = expectV1Error(
      await v1(alice.test, 'GET', '/v1/orders?limit=0'),
      400,
      'invalid_request_error',
    );
    expect(limit.param).toBe('limit');
  });

  it('refuses unknown body fields and query parameters, naming them, and makes nothing', async () => {
    const before = (await v1(alice.test, 'GET', '/v1/campaigns?limit=100')).json().data.length;
    const misspelt = await v1(alice.test, 'POST', '/v1/campaigns', {
      ...campaignBody(),
      delivery_dat: deliveryDate(),
      crm_id: '42',
    });
    expect(expectV1Error(misspelt, 400, 'invalid_request_error')).toMatchObject({
      code: 'parameter_unknown',
      param: 'delivery_dat',
      message: expect.stringContaining('unknown parameters: delivery_dat, crm_id'),
    });
    expect((await v1(alice.test, 'GET', '/v1/campaigns?limit=100')).json().data).toHaveLength(before);
    for (const [query, param] of [
      ['colour=red', 'colour'],
      ['created[after]=2026-11-01T00:00:00Z', 'created.after'],
      ['campaign=x', 'campaign'],
    ]) {
      const filtered = await v1(alice.test, 'GET', `/v1/orders?limit=5&${query}`);
      expect(expectV1Error(filtered, 400, 'invalid_request_error')).toMatchObject({
        code: 'parameter_unknown',
        param,
      });
    }
    const { id } = (await v1(alice.test, 'POST', '/v1/campaigns', campaignBody())).json();
    const recipient = {
      name: 'Ann Lee',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
    };
    const nested = await v1(alice.test, 'POST', `/v1/campaigns/${id}/recipients`, {
      recipients: [recipient],
    });
    expect(expectV1Error(nested, 400, 'invalid_request_error')).toMatchObject({
      code: 'parameter_unknown',
      param: 'recipients.0.zipcode',
    });
  });

  it('answers bad JSON and service refusals in the same format', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/campaigns',
      payload: '{"name":',
      headers: { authorization: `Bearer ${alice.test}`, 'content-type': 'application/json' },
    });
    expectV1Error(bad, 400, 'invalid_request_error');
    const noDate = await v1(alice.test, 'POST', '/v1/campaigns', { ...campaignBody(), delivery_date: null });
    expect(expectV1Error(noDate, 400, 'invalid_request_error')).toMatchObject({
      param: 'delivery_date',
      message: expect.stringContaining('delivery date'),
    });
    const holiday = await v1(alice.test, 'POST', '/v1/campaigns', {
      ...campaignBody(),
      delivery_date: '2030-12-25',
    });
    expect(expectV1Error(holiday, 400, 'invalid_request_error')).toMatchObject({
      param: 'delivery_date',
      message: expect.stringContaining('Christmas Day'),
    });
  });
  it('requires exactly the fields the document lists as required for createCampaign', async () => {
    const docRes = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const schema = z
      .object({ properties: z.record(z.string(), z.unknown()), required: z.array(z.string()) })
      .parse(docRes.json().paths['/v1/campaigns'].post.requestBody.content['application/json'].schema);
    const full: Record<string, unknown> = campaignBody('Required?');
    const refused: string[] = [];
    for (const field of Object.keys(schema.properties)) {
      const { [field]: _, ...without } = full;
      const res = await v1(alice.test, 'POST', '/v1/campaigns', without);
      if (res.statusCode === 400) {
        expect(res.json().error.param, res.body).toBe(field);
        refused.push(field);
      } else expect(res.statusCode, `${field}: ${res.body}`).toBe(201);
    }
    expect(refused.sort()).toEqual([...schema.required].sort());
    expect(refused).toEqual(expect.arrayContaining(['template_id', 'delivery_date']));
  });

  it('answers an unknown /v1 path with 404 in the same format', async () => {
    const res = await v1(alice.test, 'GET', '/v1/nonsense?limit=1');
    expect(expectV1Error(res, 404, 'invalid_request_error').message).toContain('GET: /v1/nonsense');
    expectV1Error(await v1(alice.test, 'POST', '/v1'), 404, 'invalid_request_error');
    // The key is checked first, as on every /v1 path.
    expectV1Error(await t.app.inject({ method: 'GET', url: '/v1/nonsense' }), 401, 'authentication_error');
  });

  it('names every answer by a Request-Id of its own, the one its error body quotes', async () => {
    const answers = [
      await v1(alice.test, 'GET', '/v1/campaigns'),
      await v1(alice.test, 'GET', '/v1/nonsense'),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }),
    ];
    const ids = answers.map((a) => a.headers['request-id']);
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(answers[0]!.statusCode).toBe(200);
    expect(expectV1Error(answers[1]!, 404, 'invalid_request_error').request_id).toBe(ids[1]);
  });
});

describe('accounts and modes never mix', () => {
  it('a test key sees only test data, a live key only live data, another account’s key nothing', async () => {
    const liveOrder = await paidOrder(alice.accountId, true);
    const testOrder = await paidOrder(alice.accountId, false);

    const liveList = (await v1(alice.live, 'GET', '/v1/orders?limit=100')).json();
    const testList = (await v1(alice.test, 'GET', '/v1/orders?limit=100')).json();
    expect(liveList.data.map((o: { id: string }) => o.id)).toContain(liveOrder);
    expect(liveList.data.map((o: { id: string }) => o.id)).not.toContain(testOrder);
    expect(testList.data.map((o: { id: string }) => o.id)).toEqual([testOrder]);
    expect(testList.data[0].livemode).toBe(false);

    expect((await v1(alice.live, 'GET', `/v1/orders/${liveOrder}`)).json()).toMatchObject({
      object: 'order',
      id: liveOrder,
      livemode: true,
      status: 'paid',
      status_history: expect.arrayContaining([expect.objectContaining({ subject: 'order', status: 'paid' })]),
    });
    expectV1Error(await v1(alice.test, 'GET', `/v1/orders/${liveOrder}`), 404, 'invalid_request_error');
    expectV1Error(await v1(alice.live, 'GET', `/v1/orders/${testOrder}`), 404, 'invalid_request_error');

    for (const key of [bob.live, bob.test]) {
      const list = await v1(key, 'GET', '/v1/orders?limit=100');
      expect(list.body).not.toContain(liveOrder);
      expect(list.body).not.toContain(testOrder);
      const one = await v1(key, 'GET', `/v1/orders/${liveOrder}`);
      expect(expectV1Error(one, 404, 'invalid_request_error').code).toBe('not_found');
    }
  });

  it('a campaign made with a test key is a test campaign, invisible to live keys and to others', async () => {
    const made = await v1(alice.test, 'POST', '/v1/campaigns', campaignBody('Test run'));
    expect(made.statusCode, made.body).toBe(201);
    const campaign = made.json();
    expect(campaign).toMatchObject({
      object: 'campaign',
      livemode: false,
      status: 'draft',
      style: 'elegant',
    });
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row!.livemode).toBe(false);
    expect(row!.accountId).toBe(alice.accountId);

    expect((await v1(alice.test, 'GET', `/v1/campaigns/${campaign.id}`)).json().id).toBe(campaign.id);
    for (const key of [alice.live, bob.test, bob.live]) {
      expectV1Error(await v1(key, 'GET', `/v1/campaigns/${campaign.id}`), 404, 'invalid_request_error');
      expect((await v1(key, 'GET', '/v1/campaigns?limit=100')).body).not.toContain(campaign.id);
    }
    expect((await v1(alice.test, 'GET', '/v1/campaigns')).json().data[0].id).toBe(campaign.id);
  });

  it('prices a campaign on the server: a price in the body is refused, never taken', async () => {
    const priced = await v1(alice.test, 'POST', '/v1/campaigns', {
      ...campaignBody(),
      amount: 1,
      price_per_note: 1,
    });
    expect(expectV1Error(priced, 400, 'invalid_request_error')).toMatchObject({
      code: 'parameter_unknown',
      param: 'amount',
    });
    const made = await v1(alice.test, 'POST', '/v1/campaigns', campaignBody());
    expect(made.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, made.json().id));
    expect(made.json().price_per_note).toBe(row!.pricePerNoteCents);
    expect(made.json().price_per_note).toBeGreaterThan(1);
  });
});

describe('catalogue', () => {
  it('lists the styles a campaign may name', async () => {
    const res = await v1(alice.test, 'GET', '/v1/styles');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toMatchObject({ object: 'list', has_more: false });
    expect(list.data.map((s: { id: string }) => s.id)).toContain('elegant');
  });

  it('lists the templates in catalogue order, by cursor', async () => {
    const all = await t.database.db.select().from(designTemplates);
    const first = (await v1(alice.live, 'GET', '/v1/templates?limit=2')).json();
    expect(first.data).toHaveLength(2);
    expect(first.has_more).toBe(all.length > 2);
    expect(first.data[0]).toMatchObject({ object: 'template', id: expect.any(Number) });
    const next = (
      await v1(alice.live, 'GET', `/v1/templates?limit=100&starting_after=${first.data[1].id}`)
    ).json();
    expect(next.data).toHaveLength(all.length - 2);
    expect(next.data.map((x: { id: number }) => x.id)).not.toContain(first.data[0].id);
    const unknown = await v1(alice.live, 'GET', '/v1/templates?starting_after=999999');
    expect(expectV1Error(unknown, 400, 'invalid_request_error').param).toBe('starting_after');
  });
});

describe('cursor pagination', () => {
  let key: string;
  let ids: string[];
  beforeAll(async () => {
    const pages = await v1Customer(t, smtp, 'pages@v1.test');
    key = pages.live;
    const accountId = pages.accountId;
    ids = [];
    for (let i = 0; i < 10; i++) ids.unshift(await paidOrder(accountId, true));
  });

  it('exactly `limit` rows: all of them, has_more false', async () => {
    const page = (await v1(key, 'GET', '/v1/orders')).json();
    expect(page).toMatchObject({ object: 'list', has_more: false });
    expect(page.data.map((o: { id: string }) => o.id)).toEqual(ids);
  });

  it('pages newest first with starting_after until has_more is false', async () => {
    const first = (await v1(key, 'GET', '/v1/orders?limit=4')).json();
    expect(first.has_more).toBe(true);
    expect(first.data.map((o: { id: string }) => o.id)).toEqual(ids.slice(0, 4));
    const second = (await v1(key, 'GET', `/v1/orders?limit=4&starting_after=${ids[3]}`)).json();
    expect(second.data.map((o: { id: string }) => o.id)).toEqual(ids.slice(4, 8));
    expect(second.has_more).toBe(true);
    const last = (await v1(key, 'GET', `/v1/orders?limit=4&starting_after=${ids[7]}`)).json();
    expect(last.data.map((o: { id: string }) => o.id)).toEqual(ids.slice(8));
    expect(last.has_more).toBe(false);
    const none = (await v1(key, 'GET', `/v1/orders?starting_after=${ids[9]}`)).json();
    expect(none).toEqual({ object: 'list', data: [], has_more: false });
  });

  it('an unknown starting_after, or one of another account, is 400', async () => {
    const unknown = await v1(key, 'GET', '/v1/orders?starting_after=3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c');
    expect(expectV1Error(unknown, 400, 'invalid_request_error').param).toBe('starting_after');
    const theirs = await v1(alice.live, 'GET', `/v1/orders?starting_after=${ids[0]}`);
    expect(expectV1Error(theirs, 400, 'invalid_request_error').param).toBe('starting_after');
  });

  it('limit is 1 to 100', async () => {
    expect((await v1(key, 'GET', '/v1/orders?limit=1')).json().data).toHaveLength(1);
    expect((await v1(key, 'GET', '/v1/orders?limit=100')).json().data).toHaveLength(10);
    expect(
      expectV1Error(await v1(key, 'GET', '/v1/orders?limit=101'), 400, 'invalid_request_error').param,
    ).toBe('limit');
  });
});

describe('Idempotency-Key', () => {
  const count = async () => (await t.database.db.select().from(campaigns)).length;

  it('replays the first answer for the same key and body', async () => {
    const headers = { 'idempotency-key': 'order-4711' };
    const first = await v1(alice.test, 'POST', '/v1/campaigns', campaignBody('Once'), headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = await count();
    const again = await v1(alice.test, 'POST', '/v1/campaigns', campaignBody('Once'), headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count()).toBe(before);
  });

  it('replays a 4xx answer too, and refuses the same key with another body (422)', async () => {
    const headers = { 'idempotency-key': 'bad-one' };
    // Refused by the handler (a holiday), not by validation: Stripe keeps no answer of a request never run.
    const body = { ...campaignBody(), delivery_date: '2030-12-25' };
    const first = await v1(alice.test, 'POST', '/v1/campaigns', body, headers);
    expect(first.statusCode).toBe(400);
    const again = await v1(alice.test, 'POST', '/v1/campaigns', body, headers);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const other = await v1(alice.test, 'POST', '/v1/campaigns', campaignBody('Other'), headers);
    expectV1Error(other, 422, 'idempotency_error');
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const [key] = await t.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.prefix, alice.test.slice(0, 12)));
    await t.database.db.insert(idempotencyKeys).values({
      accountId: key!.accountId,
      livemode: key!.mode === 'live',
      apiKeyId: key!.id,
      key: 'in-flight',
      method: 'POST',
      path: '/v1/campaigns',
      requestHash: 'whatever',
      state: 'running',
    });
    const before = await count();
    const res = await v1(alice.test, 'POST', '/v1/campaigns', campaignBody(), {
      'idempotency-key': 'in-flight',
    });
    expect(expectV1Error(res, 409, 'idempotency_error').code).toBe('idempotency_key_in_use');
    expect(await count()).toBe(before);
  });

  it('two requests sent at once with one key: one runs, the other is refused or replayed', async () => {
    const headers = { 'idempotency-key': 'race' };
    const before = await count();
    const answers = await Promise.all(
      [1, 2, 3].map(() => v1(alice.test, 'POST', '/v1/campaigns', campaignBody('Race'), headers)),
    );
    expect(await count()).toBe(before + 1);
    expect(answers.filter((a) => a.statusCode === 201 && !a.headers['idempotent-replayed'])).toHaveLength(1);
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
  });

  it('belongs to the account and mode: a retry with a rotated key replays, the other mode runs anew', async () => {
    const cookie = (await v1Customer(t, smtp, 'rotate@v1.test')).cookie;
    const [old, live] = [await newKey(cookie, 'test'), await newKey(cookie, 'live')];
    const headers = { 'idempotency-key': 'crm-sync-42' };
    const first = await v1(old, 'POST', '/v1/campaigns', campaignBody('Rotated'), headers);
    expect(first.statusCode, first.body).toBe(201);
    // The integrator rotates its key mid-retry: the old one is revoked, the retry goes out with the new one.
    const rotated = await newKey(cookie, 'test');
    await t.database.db
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(apiKeys.prefix, old.slice(0, 12)));
    const retry = await v1(rotated, 'POST', '/v1/campaigns', campaignBody('Rotated'), headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(first.json().id);
    const inLive = await v1(live, 'POST', '/v1/campaigns', campaignBody('Rotated'), headers);
    expect(inLive.statusCode, inLive.body).toBe(201);
    expect(inLive.headers['idempotent-replayed']).toBeUndefined();
    expect(inLive.json().id).not.toBe(first.json().id);
  });

  it('is scoped to the account: another account with the same Idempotency-Key runs anew', async () => {
    const headers = { 'idempotency-key': 'shared-name' };
    const a = await v1(alice.test, 'POST', '/v1/campaigns', campaignBody('Scoped'), headers);
    const b = await v1(bob.test, 'POST', '/v1/campaigns', campaignBody('Scoped'), headers);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json().id).not.toBe(a.json().id);
    expect(b.body).not.toContain(alice.accountId);
    const replayed = await v1(alice.test, 'POST', '/v1/campaigns', campaignBody('Scoped'), headers);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json().id).toBe(a.json().id);
  });

  it('forgets a key after 24 hours', async () => {
    const headers = { 'idempotency-key': 'yesterday' };
    const first = await v1(alice.test, 'POST', '/v1/campaigns', campaignBody('Day one'), headers);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(idempotencyKeys.key, 'yesterday'));
    const next = await v1(alice.test, 'POST', '/v1/campaigns', campaignBody('Day one'), headers);
    expect(next.statusCode).toBe(201);
    expect(next.headers['idempotent-replayed']).toBeUndefined();
    expect(next.json().id).not.toBe(first.json().id);
  });

  it('a 5xx answer frees the key: the retry runs anew and succeeds', async () => {
    const headers = { 'idempotency-key': 'after-outage' };
    // The database refuses new campaigns for a moment, as during an outage.
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_campaigns() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'storage unavailable'; END $$`);
    await t.database.db.execute(
      sql`CREATE TRIGGER refuse_campaigns BEFORE INSERT ON campaigns FOR EACH ROW EXECUTE FUNCTION refuse_campaigns()`,
    );
    const failed = await v1(alice.test, 'POST', '/v1/campaigns', campaignBody('Outage'), headers);
    await t.database.db.execute(sql`DROP TRIGGER refuse_campaigns ON campaigns`);
    await t.database.db.execute(sql`DROP FUNCTION refuse_campaigns()`);
    expect(expectV1Error(failed, 500, 'api_error').message).not.toContain('storage unavailable');

    const retried = await v1(alice.test, 'POST', '/v1/campaigns', campaignBody('Outage'), headers);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    const replayed = await v1(alice.test, 'POST', '/v1/campaigns', campaignBody('Outage'), headers);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json().id).toBe(retried.json().id);
  });

  it('refuses a key longer than 255 characters', async () => {
    const res = await v1(alice.test, 'POST', '/v1/campaigns', campaignBody(), {
      'idempotency-key': 'k'.repeat(256),
    });
    expectV1Error(res, 400, 'invalid_request_error');
  });
});

describe('rate limits per key', () => {
  it('counts down in the headers, then answers 429 with Retry-After; other keys are unaffected', async () => {
    const key = await newKey(alice.cookie, 'test');
    // The window is counted on Date.now: stopped here, a slow machine's 151 calls all fall in one window.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const first = await v1(key, 'GET', '/v1/orders');
    expect(first.headers['ratelimit-limit']).toBe(String(V1_RATE_LIMIT.max));
    expect(first.headers['ratelimit-remaining']).toBe(String(V1_RATE_LIMIT.max - 1));
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    for (let i = 1; i < V1_RATE_LIMIT.max; i++) await v1(key, 'GET', '/v1/orders');
    const over = await v1(key, 'GET', '/v1/orders');
    expectV1Error(over, 429, 'rate_limit_error');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['ratelimit-remaining']).toBe('0');

    const other = await v1(bob.test, 'GET', '/v1/orders');
    expect(other.statusCode).toBe(200);

    vi.advanceTimersByTime(V1_RATE_LIMIT.timeWindowMs);
    const next = await v1(key, 'GET', '/v1/orders');
    expect(next.statusCode).toBe(200);
    expect(next.headers['ratelimit-remaining']).toBe(String(V1_RATE_LIMIT.max - 1));
  });
});

describe('the request log on the Developers page', () => {
  const logOf = async (cookie: string, mode: 'test' | 'live') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/account/api-requests?mode=${mode}`,
      headers: { ...SITE_ORIGIN, cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return z.object({ requests: z.array(z.record(z.string(), z.unknown())) }).parse(res.json()).requests;
  };

  it("shows each of the key's requests with its outcome, newest first, only to its account and mode", async () => {
    const cookie = (await v1Customer(t, smtp, 'log@v1.test')).cookie;
    const key = await newKey(cookie, 'test');
    const headers = { 'idempotency-key': 'log-1' };
    const answers = [
      await v1(key, 'POST', '/v1/campaigns', campaignBody('Logged'), headers),
      await v1(key, 'POST', '/v1/campaigns', campaignBody('Logged'), headers),
      await v1(key, 'GET', '/v1/campaigns/00000000-0000-4000-8000-000000000000'),
    ];
    // Written once the answer is out: wait for the third.
    let logged = 0;
    await until(
      async () => {
        logged = (await logOf(cookie, 'test')).length;
        return logged === 3 ? true : undefined;
      },
      () => `${logged} of 3 requests logged`,
    );

    const [missing, replay, created] = await logOf(cookie, 'test');
    expect(created).toMatchObject({
      method: 'POST',
      path: '/v1/campaigns',
      status: 201,
      errorCode: null,
      idempotencyKey: 'log-1',
      replayed: false,
      keyPrefix: key.slice(0, 12),
    });
    expect(replay).toMatchObject({ status: 201, replayed: true });
    expect(missing).toMatchObject({ method: 'GET', status: 404, errorCode: 'not_found' });
    // Each under the Request-Id its answer carried, so a quoted id finds its line.
    expect([created, replay, missing].map((r) => r!.requestId)).toEqual(
      answers.map((a) => a.headers['request-id']),
    );
    expect(await logOf(cookie, 'live')).toEqual([]);
    expect(JSON.stringify(await logOf(alice.cookie, 'test'))).not.toContain(key.slice(0, 12));
  });

  it('is for the signed-in customer only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/api-requests', headers: SITE_ORIGIN });
    expect(res.statusCode).toBe(401);
  });

  it('forgets requests after 30 days and Idempotency-Keys after 24 hours', async () => {
    const db = t.database.db;
    const now = Date.now();
    await db.update(apiRequests).set({ createdAt: new Date(now - API_REQUESTS_KEPT_MS - 1000) });
    await db.update(idempotencyKeys).set({ createdAt: new Date(now - IDEMPOTENCY_KEPT_MS - 1000) });
    expect(await pruneApiRequests(db, new Date(now - API_REQUESTS_KEPT_MS))).toBeGreaterThan(0);
    expect(await pruneIdempotencyKeys(db, new Date(now - IDEMPOTENCY_KEPT_MS))).toBeGreaterThan(0);
    expect(await db.select().from(apiRequests)).toEqual([]);
    expect(await db.select().from(idempotencyKeys)).toEqual([]);
  });
});
