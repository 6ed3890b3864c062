import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designTemplates } from '../../src/server/db/schema';
import { v1CreateList } from '../../src/shared/contracts/v1/create-list';
import { v1ListSavedLists } from '../../src/shared/contracts/v1/list-saved-lists';
import { giveCard, giveSavedList } from '../support/account-holdings';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectV1Error, type V1Customer, v1Call, v1Customer } from '../support/v1-client';

/**
 * /v1 lists (issue 25 §5): create, rename, change metadata, filter and delete, by the mode rule — live keys
 * see live lists only, test keys read every list but change only the test lists they made.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let alice: V1Customer;
let bob: V1Customer;
let siteListId: string;

type Method = 'GET' | 'POST' | 'DELETE';
const v1 = (key: string, method: Method, url: string, payload?: object) =>
  v1Call(t, key, method, url, payload);
const db = () => t.database.db;

async function createList(key: string, body: object) {
  const res = await v1(key, 'POST', '/v1/lists', body);
  expect(res.statusCode, res.body).toBe(201);
  return v1CreateList.response.parse(res.json());
}
const idsOf = async (key: string, query = '') => {
  const res = await v1(key, 'GET', `/v1/lists${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return v1ListSavedLists.response.parse(res.json()).data.map((l) => l.id);
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  alice = await v1Customer(t, smtp, 'alice@v1-lists.test');
  bob = await v1Customer(t, smtp, 'bob@v1-lists.test');
  ({
    list: { id: siteListId },
  } = await giveSavedList(db(), alice.accountId, 'Site list', [
    { name: 'Maria Lopez', customFields: { birthday: 'March 14' } },
  ]));
});
afterAll(() => smtp.close());

describe('POST /v1/lists and POST /v1/lists/{id}', () => {
  it('creates an empty list in the key’s mode with its metadata, then renames it and merges metadata', async () => {
    const made = await v1(alice.live, 'POST', '/v1/lists', {
      name: ' Customers ',
      metadata: { crm_id: 'hs_1' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toEqual({
      object: 'saved_list',
      id: expect.any(String),
      livemode: true,
      name: 'Customers',
      recipients: 0,
      columns: [],
      date_columns: [],
      metadata: { crm_id: 'hs_1' },
      created: expect.any(String),
      updated: expect.any(String),
    });
    const { id } = made.json();
    const renamed = await v1(alice.live, 'POST', `/v1/lists/${id}`, {
      name: 'Clients',
      metadata: { crm_id: '', stage: 'won' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Clients', metadata: { stage: 'won' } });
    expect((await v1(alice.live, 'GET', `/v1/lists/${id}`)).json()).toEqual(renamed.json());
    // The site's address book shows the live list.
    const site = await t.app.inject({
      method: 'GET',
      url: '/api/account/lists',
      headers: { cookie: alice.cookie },
    });
    expect(site.json().lists.map((l: { id: string }) => l.id)).toContain(id);
  });

  it('replays a create sent again with the same Idempotency-Key', async () => {
    const key = { 'idempotency-key': 'list-create-1' };
    const first = await v1Call(t, alice.live, 'POST', '/v1/lists', { name: 'Once' }, key);
    const again = await v1Call(t, alice.live, 'POST', '/v1/lists', { name: 'Once' }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    await v1(alice.live, 'DELETE', `/v1/lists/${first.json().id}`);
  });

  it('refuses unknown fields, a blank name and bad metadata, naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ name: 'x', colour: 'red' }, 'colour'],
      [{ name: '  ' }, 'name'],
      [{ name: 'x', metadata: { 'bad key': 'v' } }, 'metadata'],
    ];
    for (const [body, param] of cases) {
      const err = expectV1Error(
        await v1(alice.live, 'POST', '/v1/lists', body),
        400,
        'invalid_request_error',
      );
      expect(err.param).toMatch(new RegExp(`^${param}`));
    }
  });

  it('filters by metadata and created, and pages by cursor', async () => {
    const a = await createList(alice.live, { name: 'A', metadata: { region: 'west' } });
    const b = await createList(alice.live, { name: 'B', metadata: { region: 'east' } });
    expect(await idsOf(alice.live, '?metadata[region]=west')).toEqual([a.id]);
    expect(await idsOf(alice.live, `?created[gte]=${encodeURIComponent(a.created)}`)).toEqual([b.id, a.id]);
    expect(await idsOf(alice.live, '?limit=1')).toEqual([b.id]);
    expect(await idsOf(alice.live, `?limit=1&starting_after=${b.id}`)).toEqual([a.id]);
    const err = expectV1Error(
      await v1(alice.live, 'GET', '/v1/lists?colour=red'),
      400,
      'invalid_request_error',
    );
    expect(err).toMatchObject({ code: 'parameter_unknown', param: 'colour' });
  });
});

describe('test and live', () => {
  it('a test key makes test lists that only test keys and never the site see', async () => {
    const list = await createList(alice.test, { name: 'Test list' });
    expect(list.livemode).toBe(false);
    expect(await idsOf(alice.test)).toContain(list.id);
    expect(await idsOf(alice.live)).not.toContain(list.id);
    expectV1Error(await v1(alice.live, 'GET', `/v1/lists/${list.id}`), 404, 'invalid_request_error');
    expectV1Error(
      await v1(alice.live, 'POST', `/v1/lists/${list.id}`, { name: 'x' }),
      404,
      'invalid_request_error',
    );
    const site = await t.app.inject({
      method: 'GET',
      url: `/api/account/lists/${list.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(site.statusCode).toBe(404);
    const renamed = await v1(alice.test, 'POST', `/v1/lists/${list.id}`, { name: 'Renamed' });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', livemode: false });
  });

  it('a test key reads the live address book but may not change it', async () => {
    expect(await idsOf(alice.test)).toContain(siteListId);
    const writes: Array<[Method, string, object | undefined]> = [
      ['POST', `/v1/lists/${siteListId}`, { name: 'x' }],
      ['DELETE', `/v1/lists/${siteListId}`, undefined],
      ['POST', `/v1/lists/${siteListId}/contacts`, { contacts: [{ name: 'A' }] }],
    ];
    for (const [method, url, body] of writes) {
      const err = expectV1Error(await v1(alice.test, method, url, body), 403, 'invalid_request_error');
      expect(err.message).toMatch(/live list: a test key can read it but not change it/);
    }
    expect((await v1(alice.live, 'GET', `/v1/lists/${siteListId}`)).json()).toMatchObject({
      name: 'Site list',
    });
  });

  it('a live program may not run on a test list; a test program may read a live one', async () => {
    await giveCard(db(), alice.accountId, '4242');
    const [template] = await db().select().from(designTemplates).limit(1);
    const list = await createList(alice.test, { name: 'Test birthdays' });
    await v1(alice.test, 'POST', `/v1/lists/${list.id}/contacts`, {
      contacts: [
        {
          name: 'Ann Lee',
          address: '1 Elm St',
          city: 'Springfield',
          state: 'IL',
          zip: '62701',
          merge_fields: { birthday: 'March 14' },
        },
      ],
    });
    const body = (listId: string) => ({
      name: 'Birthdays',
      list_id: listId,
      date_column: 'birthday',
      template_id: template!.id,
      message: 'Happy birthday!',
      time_zone: 'UTC',
    });
    const err = expectV1Error(
      await v1(alice.live, 'POST', '/v1/programs', body(list.id)),
      400,
      'invalid_request_error',
    );
    expect(err).toMatchObject({ code: 'parameter_invalid', param: 'list_id' });
    expect((await v1(alice.test, 'POST', '/v1/programs', body(siteListId))).statusCode).toBe(201);
  });
});

describe('DELETE /v1/lists/{id}', () => {
  it('deletes a list, and refuses one a program runs on, naming the program', async () => {
    const list = await createList(alice.live, { name: 'Short-lived' });
    const gone = await v1(alice.live, 'DELETE', `/v1/lists/${list.id}`);
    expect(gone.json()).toEqual({ object: 'saved_list', id: list.id, deleted: true });
    expectV1Error(await v1(alice.live, 'GET', `/v1/lists/${list.id}`), 404, 'invalid_request_error');

    // The test program made above runs on the site's list.
    const err = expectV1Error(
      await v1(alice.live, 'DELETE', `/v1/lists/${siteListId}`),
      409,
      'invalid_request_error',
    );
    expect(err).toMatchObject({ code: 'conflict' });
    expect(err.message).toMatch(/used by the program "Birthdays"/);
  });

  it("answers another account's list as one that does not exist", async () => {
    for (const [method, body] of [['GET'], ['POST', { name: 'x' }], ['DELETE']] as const) {
      const err = expectV1Error(
        await v1(bob.live, method, `/v1/lists/${siteListId}`, body),
        404,
        'invalid_request_error',
      );
      expect(err).toMatchObject({ code: 'not_found', param: 'id' });
    }
  });
});
