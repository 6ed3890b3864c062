// Over 300 lines: recipients through /v1 (JSON and CSV batches, the 5,000 cap, paging and removal) on one campaign
// set-up shared by every case.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, designTemplates, orders } from '../../src/server/db/schema';
import { recomputeTotals } from '../../src/server/features/campaigns/campaign-totals';
import { replaceContactRows } from '../../src/server/features/campaigns/contact-store';
import { ADDRESS_MESSAGES } from '../../src/shared/address-checks';
import { quote } from '../../src/shared/pricing';
import type { V1RecipientBatch } from '../../src/shared/v1-recipients';
import { generateContactsCsv } from '../fixtures/generate-contacts';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectV1Error, type V1Customer, v1Call, v1Customer, v1DeliveryDate } from '../support/v1-client';

/*
 * /v1 recipients (issue 14 §2): bulk JSON and CSV with the site's rules and per-row errors, the 5,000 limit,
 * duplicates across batches, listing and removing, drafts only, and the key's account and mode only.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let alice: V1Customer;
let bob: V1Customer;
let templateId: number;

const CRM_EXPORT = fs.readFileSync(path.join(__dirname, '../fixtures/crm-export.csv'));

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  const [template] = await t.database.db.select().from(designTemplates).limit(1);
  templateId = template!.id;
  alice = await v1Customer(t, smtp, 'alice@recipients.test');
  bob = await v1Customer(t, smtp, 'bob@recipients.test');
});
afterAll(() => smtp.close());

async function newCampaign(key: string): Promise<string> {
  const res = await v1Call(t, key, 'POST', '/v1/campaigns', {
    name: 'Thank-yous',
    message: 'Thanks for your order, {{first_name}}!',
    style: 'elegant',
    template_id: templateId,
    delivery_date: v1DeliveryDate(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const person = (name: string, extra: object = {}) => ({
  name,
  address: '12 Main St',
  city: 'Boston',
  state: 'MA',
  zip: '02134',
  ...extra,
});

async function add(key: string, id: string, recipients: object[]): Promise<V1RecipientBatch> {
  const res = await v1Call(t, key, 'POST', `/v1/campaigns/${id}/recipients`, { recipients });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function names(key: string, id: string, query = '?limit=100'): Promise<string[]> {
  const res = await v1Call(t, key, 'GET', `/v1/campaigns/${id}/recipients${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((r: { name: string }) => r.name);
}

const totals = (id: string, notes: number) => ({
  id,
  notes,
  price_per_note: quote(notes).pricePerNoteCents,
  amount: quote(notes).totalCents,
});

/** 02134 is Allston's ZIP: the offline check says so of every "Boston" recipient here. */
const allston = 'ZIP code 02134 is listed for Allston, not "Boston"; check the spelling of the city.';

describe('POST /v1/campaigns/:id/recipients (JSON)', () => {
  it('adds the valid rows and reports each invalid one by index, field and the site message', async () => {
    const id = await newCampaign(alice.test);
    const batch = await add(alice.test, id, [
      person('Ann Lee', {
        merge_fields: { first_name: 'Annie', company: 'Acme' },
        metadata: { crm_id: 'c-0' },
      }),
      person('Bo Chan', { zip: '12' }),
      person('', { address2: 'Suite 4' }),
      person('Cy Diaz', { state: 'Ontario' }),
      person('Dee Eve', { merge_fields: { first_name: 'Dee 🎉' }, metadata: { crm_id: 'c-4' } }),
      // Each recipient's metadata stays with it past the rows left out before it.
      person('Eli Fox', {
        zip: 2134,
        state: 'massachusetts',
        address2: 'PO Box 12',
        metadata: { crm_id: 'c-5' },
      }),
      person('ann  LEE'),
    ]);
    expect(batch).toEqual({
      object: 'recipient_batch',
      added: 2,
      rejected: 4,
      errors: [
        {
          index: 1,
          param: 'recipients[1].zip',
          message: 'Contact 2: Zip code "12" is not a valid US ZIP code (5 digits, or ZIP+4 like 12345-6789)',
        },
        { index: 2, param: 'recipients[2].name', message: 'Contact 3: Name is required' },
        {
          index: 3,
          param: 'recipients[3].state',
          message: 'Contact 4: State "Ontario" is not a US state or territory',
        },
        {
          index: 4,
          param: 'recipients[4]',
          message: 'Contact 5: The pen cannot write "🎉". Replace it in your message or CSV.',
        },
      ],
      warnings: [
        {
          index: 5,
          param: 'recipients[5].zip',
          message:
            'Contact 6: Zip code "2134" was padded to "02134" (a spreadsheet probably dropped its leading zero)',
        },
        {
          index: 6,
          param: null,
          message: 'Contact 7: Duplicate of contact 1 (ann  LEE, same address and ZIP); kept once',
        },
      ],
      // The site's address checks of the rows added: a warning, the note is still written.
      address_warnings: [
        { index: 0, code: 'city_zip_mismatch', message: allston },
        { index: 5, code: 'po_box', message: ADDRESS_MESSAGES.poBox },
        { index: 5, code: 'city_zip_mismatch', message: allston },
      ],
      campaign: totals(id, 2),
    });

    const list = await v1Call(t, alice.test, 'GET', `/v1/campaigns/${id}/recipients`);
    expect(list.json()).toEqual({
      object: 'list',
      has_more: false,
      data: [
        {
          object: 'recipient',
          id: expect.any(String),
          name: 'Ann Lee',
          address: '12 Main St',
          address2: '',
          city: 'Boston',
          state: 'MA',
          zip: '02134',
          merge_fields: { first_name: 'Annie', company: 'Acme' },
          status: 'pending',
          written_at: null,
          mailed_at: null,
          arrival: expect.objectContaining({ arrives_by: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
          metadata: { crm_id: 'c-0' },
        },
        expect.objectContaining({
          name: 'Eli Fox',
          state: 'MA',
          zip: '02134',
          merge_fields: {},
          metadata: { crm_id: 'c-5' },
        }),
      ],
    });
    const campaign = await v1Call(t, alice.test, 'GET', `/v1/campaigns/${id}`);
    expect(campaign.json()).toMatchObject(totals(id, 2));
  });

  it('keeps a recipient the campaign already holds once, across batches, and prices the new total', async () => {
    const id = await newCampaign(alice.test);
    await add(alice.test, id, [person('Ann Lee')]);
    const again = await add(alice.test, id, [
      person('ANN LEE', { address: '12  main st' }),
      person('Bo Chan'),
    ]);
    expect(again).toMatchObject({ added: 1, rejected: 0, errors: [], campaign: totals(id, 2) });
    expect(again.warnings).toEqual([
      {
        index: 0,
        param: null,
        message:
          'Contact 1: Duplicate of a recipient already on the campaign (ANN LEE, same address and ZIP); kept once',
      },
    ]);
    expect(await names(alice.test, id)).toEqual(['Ann Lee', 'Bo Chan']);
  });

  it('refuses a malformed body as a whole, in the error format', async () => {
    const id = await newCampaign(alice.test);
    const url = `/v1/campaigns/${id}/recipients`;
    expect(
      expectV1Error(
        await v1Call(t, alice.test, 'POST', url, { recipients: [] }),
        400,
        'invalid_request_error',
      ).param,
    ).toBe('recipients');
    expectV1Error(await v1Call(t, alice.test, 'POST', url, {}), 400, 'invalid_request_error');
    expectV1Error(
      await v1Call(t, alice.test, 'POST', url, { recipients: [person('Ann')], csv: 'name' }),
      400,
      'invalid_request_error',
    );
    expect(await names(alice.test, id)).toEqual([]);
  });
});

describe('POST /v1/campaigns/:id/recipients (CSV)', () => {
  it('reads a CRM export (BOM, CRLF, quoted commas) with the site rules, naming rows as the site does', async () => {
    expect(CRM_EXPORT.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(CRM_EXPORT.toString()).toContain('\r\n');
    const id = await newCampaign(alice.test);
    const res = await v1Call(t, alice.test, 'POST', `/v1/campaigns/${id}/recipients`, CRM_EXPORT.toString(), {
      'content-type': 'text/csv; charset=utf-8',
    });
    expect(res.statusCode, res.body).toBe(200);
    const batch: V1RecipientBatch = res.json();
    expect(batch).toMatchObject({ added: 4, rejected: 2, campaign: totals(id, 4) });
    expect(batch.errors).toEqual([
      { index: 5, param: 'state', message: 'Row 5: State "ON" is not a US state or territory' },
      { index: 7, param: 'city', message: 'Row 7: City is required' },
    ]);
    expect(batch.warnings.map((w) => [w.index, w.param])).toEqual([
      [2, 'zipcode'],
      [6, null],
    ]);
    const list = (await v1Call(t, alice.test, 'GET', `/v1/campaigns/${id}/recipients`)).json();
    expect(list.data[0]).toMatchObject({
      name: "Margaret O'Neil",
      address: '12 Main St, Apt 4',
      zip: '02134',
      merge_fields: {
        first_name: 'Maggie',
        Email: 'margaret@oneil-family.com',
        'Lifecycle Stage': 'Customer',
      },
    });
    expect(list.data[1]).toMatchObject({
      name: 'Dr. James "Jim" Carter',
      state: 'TX',
      merge_fields: expect.objectContaining({ Company: 'Carter Orthodontics, PLLC' }),
    });

    // The same file again: every row is a duplicate of a stored recipient, nothing is added twice.
    const again = await v1Call(
      t,
      alice.test,
      'POST',
      `/v1/campaigns/${id}/recipients`,
      CRM_EXPORT.toString(),
      {
        'content-type': 'text/csv',
      },
    );
    expect(again.json()).toMatchObject({ added: 0, rejected: 2, campaign: totals(id, 4) });
  });

  it('takes the file as the text of `csv` too, and refuses one without the required columns, whole', async () => {
    const id = await newCampaign(alice.test);
    const url = `/v1/campaigns/${id}/recipients`;
    const ok = await v1Call(t, alice.test, 'POST', url, { csv: generateContactsCsv(2) });
    expect(ok.json()).toMatchObject({ added: 2, rejected: 0, errors: [], campaign: totals(id, 2) });
    const res = await v1Call(t, alice.test, 'POST', url, { csv: 'name,city\r\nAnn,Boston\r\n' });
    const error = expectV1Error(res, 400, 'invalid_request_error');
    expect(error).toMatchObject({
      param: 'csv',
      message: 'Missing required columns: address, state, zipcode',
    });
  });

  it('replays an Idempotency-Key retry of a CSV upload instead of adding again', async () => {
    const id = await newCampaign(alice.test);
    const send = () =>
      v1Call(t, alice.test, 'POST', `/v1/campaigns/${id}/recipients`, generateContactsCsv(3), {
        'content-type': 'text/csv',
        'idempotency-key': `csv-${id}`,
      });
    const first = await send();
    const second = await send();
    expect(first.json().added).toBe(3);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toBe(first.body);
    expect(await names(alice.test, id)).toHaveLength(3);
  });
});

describe('the 5,000 recipients of a campaign', () => {
  it('refuses a batch that would take the campaign past 5,000, and takes the last one', async () => {
    const id = await newCampaign(alice.test);
    const url = `/v1/campaigns/${id}/recipients`;
    const over = await v1Call(t, alice.test, 'POST', url, generateContactsCsv(5001), {
      'content-type': 'text/csv',
    });
    expect(expectV1Error(over, 400, 'invalid_request_error').message).toBe(
      'A campaign holds at most 5,000 contacts; split the list into several campaigns.',
    );
    const tooMany = Array.from({ length: 5001 }, (_, i) => person(`P ${i}`));
    expect(
      expectV1Error(
        await v1Call(t, alice.test, 'POST', url, { recipients: tooMany }),
        400,
        'invalid_request_error',
      ).param,
    ).toBe('recipients');

    // 4,999 stored by the site's own store, then the API may add one more, not two.
    const stored = Array.from({ length: 4999 }, (_, i) => ({
      ...person(`Stored ${i}`),
      zipCode: '02134',
      customFields: {},
      id: crypto.randomUUID(),
    }));
    await t.database.db.transaction(async (tx) => {
      await replaceContactRows(tx, id, stored);
      await recomputeTotals(tx, id);
    });
    const two = await v1Call(t, alice.test, 'POST', url, { recipients: [person('New 1'), person('New 2')] });
    expect(expectV1Error(two, 400, 'invalid_request_error')).toMatchObject({
      param: 'recipients',
      message:
        'This campaign already has 4,999 recipients and room for 1 more. A campaign holds at most 5,000 contacts; split the list into several campaigns.',
    });
    expect(await add(alice.test, id, [person('New 1')])).toMatchObject({
      added: 1,
      campaign: totals(id, 5000),
    });
  });
});

describe('GET and DELETE /v1/campaigns/:id/recipients', () => {
  it('pages by cursor in the order added, and removes one with new totals', async () => {
    const id = await newCampaign(alice.test);
    await add(
      alice.test,
      id,
      ['A', 'B', 'C'].map((n) => person(n)),
    );
    const first = (await v1Call(t, alice.test, 'GET', `/v1/campaigns/${id}/recipients?limit=2`)).json();
    expect(first.data.map((r: { name: string }) => r.name)).toEqual(['A', 'B']);
    expect(first.has_more).toBe(true);
    expect(await names(alice.test, id, `?limit=2&starting_after=${first.data[1].id}`)).toEqual(['C']);

    const gone = await v1Call(t, alice.test, 'DELETE', `/v1/campaigns/${id}/recipients/${first.data[0].id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toEqual({
      object: 'recipient',
      id: first.data[0].id,
      deleted: true,
      campaign: totals(id, 2),
    });
    expect(await names(alice.test, id)).toEqual(['B', 'C']);
    // Positions stay 0…n-1, so the next batch lands after the last one.
    await add(alice.test, id, [person('D')]);
    expect(await names(alice.test, id)).toEqual(['B', 'C', 'D']);

    const again = await v1Call(t, alice.test, 'DELETE', `/v1/campaigns/${id}/recipients/${first.data[0].id}`);
    expect(expectV1Error(again, 404, 'invalid_request_error').param).toBe('recipient_id');
    const cursor = await v1Call(
      t,
      alice.test,
      'GET',
      `/v1/campaigns/${id}/recipients?starting_after=${first.data[0].id}`,
    );
    expect(expectV1Error(cursor, 400, 'invalid_request_error').param).toBe('starting_after');
  });
});

describe('drafts only', () => {
  it('answers 409 once the campaign is paid or cancelled, and changes nothing', async () => {
    const paid = await newCampaign(alice.test);
    await add(alice.test, paid, [person('Ann')]);
    const [kept] = (await v1Call(t, alice.test, 'GET', `/v1/campaigns/${paid}/recipients`)).json().data;
    await t.database.db.insert(orders).values({
      campaignId: paid,
      customerEmail: 'alice@recipients.test',
      amountCents: 499,
      status: 'paid',
      paidAt: new Date(),
    });
    expectV1Error(
      await v1Call(t, alice.test, 'POST', `/v1/campaigns/${paid}/recipients`, { recipients: [person('Bo')] }),
      409,
      'invalid_request_error',
    );
    expectV1Error(
      await v1Call(t, alice.test, 'DELETE', `/v1/campaigns/${paid}/recipients/${kept.id}`),
      409,
      'invalid_request_error',
    );
    expect(await names(alice.test, paid)).toEqual(['Ann']);

    const cancelled = await newCampaign(alice.test);
    await t.database.db.update(campaigns).set({ status: 'cancelled' }).where(eq(campaigns.id, cancelled));
    const csv = await v1Call(
      t,
      alice.test,
      'POST',
      `/v1/campaigns/${cancelled}/recipients`,
      generateContactsCsv(2),
      {
        'content-type': 'text/csv',
      },
    );
    expectV1Error(csv, 409, 'invalid_request_error');
    expect(await names(alice.test, cancelled)).toEqual([]);
  });
});

describe('the key’s account and mode only', () => {
  it('answers 404 for another account’s campaign and for the other mode’s, and shows each only its own', async () => {
    const id = await newCampaign(alice.test);
    await add(alice.test, id, [person('Ann')]);
    const [ann] = (await v1Call(t, alice.test, 'GET', `/v1/campaigns/${id}/recipients`)).json().data;
    for (const key of [bob.test, bob.live, alice.live]) {
      expectV1Error(
        await v1Call(t, key, 'POST', `/v1/campaigns/${id}/recipients`, { recipients: [person('Eve')] }),
        404,
        'invalid_request_error',
      );
      expectV1Error(
        await v1Call(t, key, 'GET', `/v1/campaigns/${id}/recipients`),
        404,
        'invalid_request_error',
      );
      expectV1Error(
        await v1Call(t, key, 'DELETE', `/v1/campaigns/${id}/recipients/${ann.id}`),
        404,
        'invalid_request_error',
      );
    }
    expect(await names(alice.test, id)).toEqual(['Ann']);

    const bobs = await newCampaign(bob.test);
    await add(bob.test, bobs, [person('Bob Own')]);
    expect(await names(bob.test, bobs)).toEqual(['Bob Own']);
    // Alice's recipient id under Bob's campaign names nothing of his.
    expectV1Error(
      await v1Call(t, bob.test, 'DELETE', `/v1/campaigns/${bobs}/recipients/${ann.id}`),
      404,
      'invalid_request_error',
    );
  });
});
