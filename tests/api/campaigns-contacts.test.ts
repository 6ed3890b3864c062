import { addDays } from 'date-fns/addDays';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema';
import { listContactRecords } from '../../src/server/features/campaigns/contact-store';
import type { TCampaign } from '../../src/shared/campaign';
import { parseContactsCsv } from '../../src/shared/contacts-csv';
import { nextBusinessDay, toCalendarDate } from '../../src/shared/delivery-date';
import { generateContactsCsv } from '../fixtures/generate-contacts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

async function newCampaign(): Promise<TCampaign> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    payload: {
      name: 'Holiday thank-yous',
      message: 'Dear {{first_name}},\n\nThank you!\n\nBest regards,',
      handwritingStyle: 'casual',
      designSource: 'upload',
      deliveryDate: nextBusinessDay(toCalendarDate(addDays(new Date(), 14))),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const batch = (campaignId: string, contacts: object[]) =>
  t.app.inject({ method: 'POST', url: '/api/contacts/batch', payload: { campaignId, contacts } });

const get = async (id: string): Promise<TCampaign> =>
  (await t.app.inject({ method: 'GET', url: `/api/campaigns/${id}` })).json();

const contactsOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/campaigns/${id}/contacts` })).json();

/** Every stored column, custom fields included (the public read shows names and addresses only). */
const storedOf = async (id: string) =>
  (await listContactRecords(t.database.db, id)).map(({ id: _id, ...contact }) => contact);

function people(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    name: `Person ${i}`,
    address: `${i} Main St, Apt ${i % 9}`,
    city: 'Boston',
    state: 'MA',
    zipCode: '02134',
    customFields: { first_name: `P${i}` },
  }));
}

beforeAll(async () => {
  t = await createTestApp();
});

describe('POST /api/contacts/batch', () => {
  it('stores the contacts, normalizes them and prices the campaign with the checkout tiers', async () => {
    const campaign = await newCampaign();
    const res = await batch(campaign.id, [
      {
        name: 'Jane Doe',
        address: '1 Main St',
        address2: 'Apt 4',
        city: 'Boston',
        state: 'massachusetts',
        zipCode: 2134,
        customFields: { company: 'Acme' },
      },
      { name: 'Al Roe', address: '2 Main St', city: 'Austin', state: 'TX', zipCode: '78701-1234' },
      { name: 'jane doe', address: '1 MAIN ST', city: 'Boston', state: 'MA', zipCode: '02134' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, totalNotes: 2, pricePerNote: '4.99', totalAmount: '9.98' });
    expect(res.json().warnings).toHaveLength(2);
    expect(await storedOf(campaign.id)).toEqual([
      {
        name: 'Jane Doe',
        address: '1 Main St',
        address2: 'Apt 4',
        city: 'Boston',
        state: 'MA',
        zipCode: '02134',
        customFields: { company: 'Acme' },
      },
      {
        name: 'Al Roe',
        address: '2 Main St',
        address2: '',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701-1234',
        customFields: {},
      },
    ]);
    expect(await get(campaign.id)).toMatchObject({ totalNotes: 2, contactCount: 2, totalAmount: '9.98' });
  });

  // Every note is checked as the pen writes it: seconds of CPU, which a busy machine may stretch a lot.
  it('stores a 5,000-contact batch parsed from a generated CSV in one go, at the 1,000+ tier', {
    timeout: 240_000,
  }, async () => {
    const campaign = await newCampaign();
    const parsed = parseContactsCsv(generateContactsCsv(5000));
    expect(parsed.errors).toEqual([]);
    const res = await batch(campaign.id, parsed.contacts);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      count: 5000,
      totalNotes: 5000,
      pricePerNote: '2.99',
      totalAmount: '14950.00',
    });
    const stored = await storedOf(campaign.id);
    expect(stored).toHaveLength(5000);
    expect(stored[4999]).toMatchObject({
      name: parsed.contacts[4999]!.name,
      address: parsed.contacts[4999]!.address,
    });
    // Quotes, commas and line breaks survive the array round trip of the bulk insert.
    expect(stored[7]!.customFields).toEqual(parsed.contacts[7]!.customFields);
    expect(stored[7]!.customFields.notes).toBe('Prefers "handwritten" thank-yous,\r\nmentioned twice');
  });

  it('rejects a batch with one bad row whole, naming the row, and keeps the earlier contacts', async () => {
    const campaign = await newCampaign();
    expect((await batch(campaign.id, people(120))).statusCode).toBe(200);
    const bad = people(200);
    bad[136] = { ...bad[136]!, state: 'Ontario' };
    bad[150] = { ...bad[150]!, city: '' };
    const res = await batch(campaign.id, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'No contacts were saved: 2 problems. Contact 137: State "Ontario" is not a US state or territory; Contact 151: City is required.',
    );
    expect(await get(campaign.id)).toMatchObject({
      totalNotes: 120,
      pricePerNote: '3.99',
      totalAmount: '478.80',
    });
    expect(await contactsOf(campaign.id)).toHaveLength(120);
  });

  it('replaces earlier contacts and recomputes the totals', async () => {
    const campaign = await newCampaign();
    await batch(campaign.id, people(600));
    expect(await get(campaign.id)).toMatchObject({
      totalNotes: 600,
      pricePerNote: '3.49',
      totalAmount: '2094.00',
    });
    await batch(campaign.id, people(3));
    expect(await get(campaign.id)).toMatchObject({
      totalNotes: 3,
      pricePerNote: '4.99',
      totalAmount: '14.97',
    });
    expect((await contactsOf(campaign.id)).map((c: { name: string }) => c.name)).toEqual([
      'Person 0',
      'Person 1',
      'Person 2',
    ]);
  });

  it.each([
    ['no contacts', [], 'Send at least one contact.'],
    [
      'more than 5,000',
      people(5001),
      'A campaign holds at most 5,000 contacts; split the list into several campaigns.',
    ],
  ])('refuses %s', async (_label, contacts, message) => {
    const campaign = await newCampaign();
    const res = await batch(campaign.id, contacts);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 404 for an unknown campaign', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '42']) {
      const res = await batch(id, people(1));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Campaign not found');
      const list = await t.app.inject({ method: 'GET', url: `/api/campaigns/${id}/contacts` });
      expect(list.statusCode).toBe(404);
    }
  });

  it('refuses to change contacts once the campaign is paid for (409), keeping the paid ones', async () => {
    const campaign = await newCampaign();
    await batch(campaign.id, people(5));
    await t.database.db.insert(orders).values({
      campaignId: campaign.id,
      customerEmail: 'a@b.com',
      amountCents: 2495,
      status: 'paid',
      paidAt: new Date(),
    });
    const res = await batch(campaign.id, people(2));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('has been paid for');
    expect(await contactsOf(campaign.id)).toHaveLength(5);
  });
});
