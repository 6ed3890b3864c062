import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSavedContact } from '../../src/shared/contracts/account-lists/add-saved-contact';
import { createSavedList } from '../../src/shared/contracts/account-lists/create-saved-list';
import { getSavedList } from '../../src/shared/contracts/account-lists/get-saved-list';
import { listSavedLists } from '../../src/shared/contracts/account-lists/list-saved-lists';
import { updateSavedContact } from '../../src/shared/contracts/account-lists/update-saved-contact';
import { SAVED_LIST_MESSAGES } from '../../src/shared/saved-lists';
import { signInAs } from '../support/account-session';
import { callApi } from '../support/call-api';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let ana: string;
let ben: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  ana = await signInAs(t, smtp, 'ana@realty.test');
  ben = await signInAs(t, smtp, 'ben@bakery.test');
});
afterAll(() => smtp.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** Rows as the upload page sends them after parsing a CSV with two custom columns, one a date. */
const upload = {
  name: 'Spring open house',
  columns: ['Closing Date', 'agent'],
  contacts: [
    {
      name: 'Maria Lopez',
      address: '350 5th Ave',
      city: 'New York',
      state: 'New York',
      zipCode: '10001',
      customFields: { 'Closing Date': '2026-03-14', agent: 'Jo' },
    },
    {
      name: 'Tom Reed',
      address: '12 Beacon St, Apt 3',
      address2: 'Unit B',
      city: 'Boston',
      state: 'MA',
      zipCode: 2108,
      customFields: { 'Closing Date': '04/02/2026' },
    },
  ],
};

async function createList(cookie = ana, body: object = upload) {
  const res = await call(cookie, 'POST', '/api/account/lists', body);
  expect(res.statusCode, res.body).toBe(201);
  return createSavedList.response.parse(res.json());
}

/** A list with its contacts, and the account's lists, as the signed-in customer's pages read them. */
const getList = (id: string, cookie = ana) =>
  callApi(t, getSavedList, { params: { id } }, { as: { cookie } });
const allLists = async (cookie = ana) => (await callApi(t, listSavedLists, {}, { as: { cookie } })).lists;

const newContact = {
  name: 'Lena Park',
  address: '75 Henry St',
  city: 'Brooklyn',
  state: 'NY',
  zipCode: '11201',
  customFields: { 'Closing Date': '2026-05-01', 'Move-in': '2026-06-01' },
};

describe('saved contact lists', () => {
  it('keeps an upload under a name with its custom and date columns, as the CSV rules keep it', async () => {
    const created = await createList();
    expect(created).toMatchObject({
      name: 'Spring open house',
      contactCount: 2,
      columns: ['Closing Date', 'agent'],
    });

    const list = await getList(created.id);
    expect(list.contacts).toEqual([
      expect.objectContaining({
        name: 'Maria Lopez',
        state: 'NY',
        zipCode: '10001',
        address2: '',
        customFields: { 'Closing Date': '2026-03-14', agent: 'Jo' },
      }),
      // The lost leading zero is put back, as for a campaign upload.
      expect.objectContaining({
        name: 'Tom Reed',
        address: '12 Beacon St, Apt 3',
        address2: 'Unit B',
        zipCode: '02108',
        customFields: { 'Closing Date': '04/02/2026' },
      }),
    ]);

    expect(await allLists()).toContainEqual(
      expect.objectContaining({ id: created.id, contactCount: 2, columns: ['Closing Date', 'agent'] }),
    );
  });

  it('refuses an upload that breaks the CSV rules, naming the contact, and saves nothing', async () => {
    const before = (await allLists()).length;
    const res = await call(ana, 'POST', '/api/account/lists', {
      name: 'Broken',
      contacts: [upload.contacts[0], { ...upload.contacts[1], state: 'Atlantis' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Contact 2: State "Atlantis" is not a US state or territory');
    expect(await allLists()).toHaveLength(before);

    const unnamed = await call(ana, 'POST', '/api/account/lists', { ...upload, name: '  ' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toContain(SAVED_LIST_MESSAGES.name);
  });

  it('renames and deletes a list; the overview shows the most recently changed first', async () => {
    const first = await createList(ana, { ...upload, name: 'Old' });
    const second = await createList(ana, { ...upload, name: 'Newer' });
    const renamed = await call(ana, 'PATCH', `/api/account/lists/${first.id}`, { name: '  Past clients ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: first.id, name: 'Past clients', contactCount: 2 });
    const names = (await allLists()).map((l) => l.id);
    expect(names.indexOf(first.id)).toBeLessThan(names.indexOf(second.id));

    expect((await call(ana, 'DELETE', `/api/account/lists/${second.id}`)).statusCode).toBe(204);
    expect((await call(ana, 'GET', `/api/account/lists/${second.id}`)).statusCode).toBe(404);
  });

  it('adds, fixes and removes a contact, keeping new custom columns', async () => {
    const { id } = await createList();
    const added = await call(ana, 'POST', `/api/account/lists/${id}/contacts`, newContact);
    expect(added.statusCode, added.body).toBe(201);
    const contactId = addSavedContact.response.parse(added.json()).contact.id;
    expect(added.json()).toMatchObject({ contact: { name: 'Lena Park', state: 'NY' }, addressWarnings: [] });

    const fixed = await call(ana, 'PATCH', `/api/account/lists/${id}/contacts/${contactId}`, {
      ...newContact,
      address: '80 Henry St',
      zipCode: '2134',
      city: 'Boston',
      state: 'Massachusetts',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const { contact, notes } = updateSavedContact.response.parse(fixed.json());
    expect(contact).toMatchObject({ address: '80 Henry St', state: 'MA', zipCode: '02134' });
    expect(notes).toEqual([
      'Zip code "2134" was padded to "02134" (a spreadsheet probably dropped its leading zero).',
    ]);

    const list = await getList(id);
    expect(list.contactCount).toBe(3);
    expect(list.columns).toEqual(['Closing Date', 'agent', 'Move-in']);
    expect(list.contacts[2]).toMatchObject({
      id: contactId,
      customFields: { 'Closing Date': '2026-05-01', 'Move-in': '2026-06-01' },
    });

    expect((await call(ana, 'DELETE', `/api/account/lists/${id}/contacts/${contactId}`)).statusCode).toBe(
      204,
    );
    const after = await getList(id);
    expect(after.contacts.map((c) => c.name)).toEqual(['Maria Lopez', 'Tom Reed']);
    expect((await call(ana, 'DELETE', `/api/account/lists/${id}/contacts/${contactId}`)).statusCode).toBe(
      404,
    );
  });

  it('checks edits with the CSV rules and answers readable 400s; a duplicate is 409', async () => {
    const { id } = await createList();
    const cases: [object, string][] = [
      [{ ...newContact, name: '' }, 'Name is required.'],
      [{ ...newContact, state: 'Atlantis' }, 'State "Atlantis" is not a US state or territory.'],
      [
        { ...newContact, zipCode: '1120x' },
        'Zip code "1120x" is not a valid US ZIP code (5 digits, or ZIP+4 like 12345-6789).',
      ],
      [{ ...newContact, city: ' ', zipCode: '' }, 'City is required. Zip code is required.'],
    ];
    for (const [body, message] of cases) {
      const res = await call(ana, 'POST', `/api/account/lists/${id}/contacts`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const [maria] = (await getList(id)).contacts;
    const badFix = await call(ana, 'PATCH', `/api/account/lists/${id}/contacts/${maria!.id}`, {
      ...maria,
      state: 'XX',
    });
    expect(badFix.statusCode).toBe(400);
    expect(badFix.json()).toEqual({ message: 'State "XX" is not a US state or territory.' });

    const twice = await call(ana, 'POST', `/api/account/lists/${id}/contacts`, {
      ...upload.contacts[0],
      name: 'maria  LOPEZ',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: SAVED_LIST_MESSAGES.duplicate });
    // Fixing a contact without changing who it is is not a duplicate of itself.
    const same = await call(ana, 'PATCH', `/api/account/lists/${id}/contacts/${maria!.id}`, {
      ...maria,
      customFields: { agent: 'Sam' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('answers the address warnings of the changed contact', async () => {
    const { id } = await createList();
    const codes = async (body: object) => {
      const res = await call(ana, 'POST', `/api/account/lists/${id}/contacts`, body);
      expect(res.statusCode, res.body).toBe(201);
      return addSavedContact.response.parse(res.json()).addressWarnings.map((w) => w.code);
    };
    expect(
      await codes({
        name: 'A',
        address: '1 Market St',
        city: 'San Francisco',
        state: 'CA',
        zipCode: '10001',
      }),
    ).toEqual(['zip_state_mismatch']);
    expect(
      await codes({ name: 'B', address: '9 Court St', city: 'Brooklin', state: 'NY', zipCode: '11201' }),
    ).toEqual(['city_zip_mismatch']);
    expect(
      await codes({ name: 'C', address: 'P.O. Box 12', city: 'New York', state: 'NY', zipCode: '10001' }),
    ).toEqual(['po_box']);
  });

  it("answers 404 for another account's list on every route, and changes nothing", async () => {
    const { id } = await createList(ana);
    const [contact] = (await getList(id)).contacts;
    const routes: [Method, string, object?][] = [
      ['GET', `/api/account/lists/${id}`],
      ['PATCH', `/api/account/lists/${id}`, { name: 'Mine now' }],
      ['DELETE', `/api/account/lists/${id}`],
      ['POST', `/api/account/lists/${id}/contacts`, newContact],
      ['PATCH', `/api/account/lists/${id}/contacts/${contact!.id}`, newContact],
      ['DELETE', `/api/account/lists/${id}/contacts/${contact!.id}`],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(ben, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: SAVED_LIST_MESSAGES.notFound });
    }
    expect(await allLists(ben)).toEqual([]);
    const unchanged = await getList(id);
    expect(unchanged).toMatchObject({ name: upload.name, contactCount: 2 });

    // A contact of one list cannot be reached through another list of the same account either.
    const other = await createList(ana);
    const res = await call(ana, 'DELETE', `/api/account/lists/${other.id}/contacts/${contact!.id}`);
    expect(res.statusCode).toBe(404);
    expect((await call(ana, 'GET', '/api/account/lists/not-a-uuid')).statusCode).toBe(404);
  });

  it('answers 401 on every route when signed out', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [Method, string, object?][] = [
      ['GET', '/api/account/lists'],
      ['POST', '/api/account/lists', upload],
      ['GET', `/api/account/lists/${id}`],
      ['PATCH', `/api/account/lists/${id}`, { name: 'x' }],
      ['DELETE', `/api/account/lists/${id}`],
      ['POST', `/api/account/lists/${id}/contacts`, newContact],
      ['PATCH', `/api/account/lists/${id}/contacts/${id}`, newContact],
      ['DELETE', `/api/account/lists/${id}/contacts/${id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(undefined, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
