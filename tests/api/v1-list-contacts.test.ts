import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, designTemplates, programRuns } from '../../src/server/db/schema';
import { TestPaymentProvider } from '../../src/server/features/payments/test-provider';
import { runSchedulerPass } from '../../src/server/features/programs/scheduler-pass';
import { v1AddContacts } from '../../src/shared/contracts/v1/add-contacts';
import { v1CreateList } from '../../src/shared/contracts/v1/create-list';
import { v1ListContacts } from '../../src/shared/contracts/v1/list-contacts';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectV1Error, type V1Customer, v1Call, v1Customer } from '../support/v1-client';

/**
 * A list's contacts by /v1 (issue 25 §5): the site's CSV rules and address checks, JSON and CSV, and a
 * program set up by API alone.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let alice: V1Customer;
let bob: V1Customer;
let listId: string;

type Method = 'GET' | 'POST' | 'DELETE';
const v1 = (
  key: string,
  method: Method,
  url: string,
  payload?: object | string,
  headers?: Record<string, string>,
) => v1Call(t, key, method, url, payload, headers);

const ann = { name: 'Ann Lee', address: '350 5th Ave', city: 'New York', state: 'NY', zip: '10001' };

async function newList(key: string, name: string): Promise<string> {
  const res = await v1(key, 'POST', '/v1/lists', { name });
  expect(res.statusCode, res.body).toBe(201);
  return v1CreateList.response.parse(res.json()).id;
}
async function add(key: string, id: string, body: object | string, headers?: Record<string, string>) {
  const res = await v1(key, 'POST', `/v1/lists/${id}/contacts`, body, headers);
  expect(res.statusCode, res.body).toBe(200);
  return v1AddContacts.response.parse(res.json());
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  alice = await v1Customer(t, smtp, 'alice@v1-list-contacts.test');
  bob = await v1Customer(t, smtp, 'bob@v1-list-contacts.test');
  listId = await newList(alice.live, 'Clients');
});
afterAll(() => smtp.close());

describe('POST /v1/lists/{id}/contacts', () => {
  it("adds valid JSON contacts with the site's address checks and reports each invalid row", async () => {
    const batch = await add(alice.live, listId, {
      contacts: [
        { ...ann, merge_fields: { first_name: 'Ann' }, metadata: { crm_id: 'c1' } },
        { name: 'Bo Park', address: '1 Market St', city: 'San Francisco', state: 'CA', zip: '10001' },
        { name: 'No Zip', address: '2 Elm St', city: 'Springfield', state: 'IL' },
        { ...ann, name: 'ann  lee' },
      ],
    });
    expect(batch).toMatchObject({ object: 'contact_batch', added: 2, rejected: 1, recipients: 2 });
    expect(batch.errors).toEqual([
      { index: 2, param: 'contacts[2].zip', message: expect.stringMatching(/Contact 3/) },
    ]);
    expect(batch.warnings).toEqual([expect.objectContaining({ index: 3 })]);
    expect(batch.data).toEqual([
      {
        object: 'contact',
        id: expect.any(String),
        list_id: listId,
        ...ann,
        address2: '',
        merge_fields: { first_name: 'Ann' },
        address_warnings: [],
        metadata: { crm_id: 'c1' },
      },
      expect.objectContaining({
        name: 'Bo Park',
        address_warnings: [expect.objectContaining({ code: 'zip_state_mismatch' })],
      }),
    ]);
    const list = (await v1(alice.live, 'GET', `/v1/lists/${listId}`)).json();
    expect(list).toMatchObject({ recipients: 2, columns: ['first_name'] });
  });

  it('takes a CSV file as the body or as `csv`, by the site’s CSV rules (padded ZIP, a repeat kept once)', async () => {
    const csv =
      '\uFEFFname,address,city,state,zipcode,birthday\r\n"Lee, Ann",350 5th Ave,New York,NY,10001,3/14/1980\r\nCal Rye,9 Oak St,Boston,MA,2134,\r\n';
    const file = await add(alice.live, listId, csv, { 'content-type': 'text/csv' });
    expect(file).toMatchObject({ added: 2, rejected: 0, recipients: 4 });
    expect(file.data[1]).toMatchObject({ name: 'Cal Rye', zip: '02134' });
    expect(file.warnings).toEqual([
      expect.objectContaining({ index: 3, message: expect.stringMatching(/Row 3/) }),
    ]);
    const again = await add(alice.live, listId, { csv });
    expect(again).toMatchObject({ added: 0, recipients: 4 });
    expect(again.warnings.filter((w) => /already on the list/.test(w.message)).map((w) => w.index)).toEqual([
      2, 3,
    ]);
    const err = expectV1Error(
      await v1(alice.live, 'POST', `/v1/lists/${listId}/contacts`, { contacts: [ann], csv }),
      400,
      'invalid_request_error',
    );
    expect(err.code).toBe('parameter_invalid');
  });
});

describe('GET, update and delete contacts', () => {
  it('pages in list order and filters by metadata', async () => {
    const first = await v1(alice.live, 'GET', `/v1/lists/${listId}/contacts?limit=3`);
    const page = v1ListContacts.response.parse(first.json());
    expect(page.data.map((c) => c.name)).toEqual(['Ann Lee', 'Bo Park', 'Lee, Ann']);
    expect(page.has_more).toBe(true);
    const next = v1ListContacts.response.parse(
      (await v1(alice.live, 'GET', `/v1/lists/${listId}/contacts?starting_after=${page.data[2]!.id}`)).json(),
    );
    expect(next.data.map((c) => c.name)).toEqual(['Cal Rye']);
    const tagged = (await v1(alice.live, 'GET', `/v1/lists/${listId}/contacts?metadata[crm_id]=c1`)).json();
    expect(tagged.data.map((c: { name: string }) => c.name)).toEqual(['Ann Lee']);
  });

  it('updates the fields sent, checks them again, merges metadata and answers the address checks', async () => {
    const { data } = (await v1(alice.live, 'GET', `/v1/lists/${listId}/contacts?limit=2`)).json();
    const [annRow, bo] = data;
    const url = `/v1/lists/${listId}/contacts/${bo.id}`;
    const fixed = await v1(alice.live, 'POST', url, {
      zip: '94105',
      merge_fields: { first_name: 'Bo' },
      metadata: { crm_id: 'c2' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({
      name: 'Bo Park',
      zip: '94105',
      merge_fields: { first_name: 'Bo' },
      address_warnings: [],
      metadata: { crm_id: 'c2' },
    });
    const bad = expectV1Error(
      await v1(alice.live, 'POST', url, { state: 'ZZ' }),
      400,
      'invalid_request_error',
    );
    expect(bad.param).toBe('state');
    const copy = {
      name: annRow.name,
      address: annRow.address,
      city: annRow.city,
      state: annRow.state,
      zip: annRow.zip,
    };
    expectV1Error(await v1(alice.live, 'POST', url, copy), 409, 'invalid_request_error');
    const unknown = expectV1Error(
      await v1(alice.live, 'POST', url, { email: 'x' }),
      400,
      'invalid_request_error',
    );
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'email' });
  });

  it("removes a contact; another account's list or contact is a 404", async () => {
    const { data } = (await v1(alice.live, 'GET', `/v1/lists/${listId}/contacts?limit=1`)).json();
    const url = `/v1/lists/${listId}/contacts/${data[0].id}`;
    expectV1Error(await v1(bob.live, 'DELETE', url), 404, 'invalid_request_error');
    expectV1Error(await v1(bob.live, 'GET', `/v1/lists/${listId}/contacts`), 404, 'invalid_request_error');
    const bobList = await newList(bob.live, 'Bob');
    const wrong = expectV1Error(
      await v1(bob.live, 'DELETE', `/v1/lists/${bobList}/contacts/${data[0].id}`),
      404,
      'invalid_request_error',
    );
    expect(wrong.param).toBe('contact_id');
    expect((await v1(alice.live, 'DELETE', url)).json()).toEqual({
      object: 'contact',
      id: data[0].id,
      deleted: true,
    });
    expect((await v1(alice.live, 'GET', `/v1/lists/${listId}`)).json()).toMatchObject({ recipients: 3 });
  });
});

describe('a program made entirely by API', () => {
  it('creates a list, adds contacts with a date column, runs a program on it, and its notes keep their metadata', async () => {
    const [template] = await t.database.db.select().from(designTemplates).limit(1);
    const id = await newList(alice.test, 'Birthdays');
    const csv = `name,address,city,state,zipcode,first_name,birthday\nBo Park,1 Market St,San Francisco,CA,94105,Bo,\n`;
    expect(await add(alice.test, id, csv, { 'content-type': 'text/csv' })).toMatchObject({ added: 1 });
    const json = {
      ...ann,
      merge_fields: { first_name: 'Ann', birthday: 'March 14' },
      metadata: { crm_id: 'c-ann' },
    };
    expect(await add(alice.test, id, { contacts: [json] })).toMatchObject({ added: 1, recipients: 2 });
    expect((await v1(alice.test, 'GET', `/v1/lists/${id}`)).json()).toMatchObject({
      date_columns: ['birthday'],
    });
    const made = await v1(alice.test, 'POST', '/v1/programs', {
      name: 'Client birthdays',
      list_id: id,
      date_column: 'birthday',
      template_id: template!.id,
      message: 'Happy birthday, {{first_name}}!',
      time_zone: 'UTC',
      start_date: '2027-03-01',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      livemode: false,
      list_id: id,
      list_name: 'Birthdays',
      status: 'active',
      paused_reason: null,
      next_note_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    // 14 March arrives 3 business days after its note is written on 3 March 2027.
    const deps = {
      ...t,
      payments: new TestPaymentProvider(t.database.db),
      clock: () => new Date('2027-03-04T12:00:00Z'),
    };
    expect(await runSchedulerPass(deps, { asOf: '2027-03-03' })).toEqual({ created: 1, skipped: 0, held: 0 });
    const [run] = await t.database.db
      .select()
      .from(programRuns)
      .where(eq(programRuns.programId, made.json().id));
    const notes = await t.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.campaignId, run!.campaignId!));
    expect(notes).toEqual([expect.objectContaining({ name: 'Ann Lee', metadata: { crm_id: 'c-ann' } })]);
  });
});
