import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designTemplates } from '../../src/server/db/schema';
import { recomputeTotals } from '../../src/server/features/campaigns/campaign-totals';
import { replaceContactRows } from '../../src/server/features/campaigns/contact-store';
import { findProofSvg } from '../../src/server/features/campaigns/proofs/proof-service';
import type { ContractInput } from '../../src/shared/contracts/contract';
import { v1CreateCampaign } from '../../src/shared/contracts/v1/create-campaign';
import { v1ListProofs } from '../../src/shared/contracts/v1/list-proofs';
import { v1ListRecipients } from '../../src/shared/contracts/v1/list-recipients';
import { CHECKOUT_TIERS, quote } from '../../src/shared/pricing';
import { callApi } from '../support/call-api';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectV1Error, type V1Customer, v1Call, v1Customer, v1DeliveryDate } from '../support/v1-client';

/*
 * /v1 proofs and quote (issue 14 §2): the pen check of every note and each note's SVG, byte for byte what the
 * site's proof route draws; the quote by the checkout's tiers; only for the key's account and mode.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let alice: V1Customer;
let bob: V1Customer;
let templateId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  const [template] = await t.database.db.select().from(designTemplates).limit(1);
  templateId = template!.id;
  alice = await v1Customer(t, smtp, 'alice@proofs.test');
  bob = await v1Customer(t, smtp, 'bob@proofs.test');
});
afterAll(() => smtp.close());

async function newCampaign(key: string): Promise<string> {
  const res = await v1Call(t, key, 'POST', '/v1/campaigns', {
    name: 'Welcome notes',
    message: 'Dear {{first_name}}, thank you for choosing {{company}}.',
    style: 'casual',
    template_id: templateId,
    delivery_date: v1DeliveryDate(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return v1CreateCampaign.response.parse(res.json()).id;
}

/** A page of the campaign's proofs, as `key` sees them. */
const proofsOf = (key: string, id: string, query: ContractInput<typeof v1ListProofs>['query'] = {}) =>
  callApi(t, v1ListProofs, { params: { id }, query }, { as: { bearer: key } });

const person = (name: string, company: string | null) => ({
  name,
  address: '12 Main St',
  city: 'Boston',
  state: 'MA',
  zip: '02134',
  merge_fields: company ? { company } : {},
});

describe('proofs', () => {
  let id: string;
  beforeAll(async () => {
    id = await newCampaign(alice.test);
    const res = await v1Call(t, alice.test, 'POST', `/v1/campaigns/${id}/recipients`, {
      recipients: [
        person('Ann Lee', 'Acme Dental'),
        person('Bo Chan', null),
        person('Cy Diaz', 'Acme Dental'),
      ],
    });
    expect(res.json().added).toBe(3);
  });

  it('lists each recipient’s proof with the pen check’s warnings, by cursor', async () => {
    const first = await v1Call(t, alice.test, 'GET', `/v1/campaigns/${id}/proofs?limit=2`);
    expect(first.statusCode, first.body).toBe(200);
    const page = v1ListProofs.response.parse(first.json());
    expect(page.has_more).toBe(true);
    expect(page.data.map((p) => [p.name, p.warnings.map((w) => w.code)])).toEqual([
      ['Ann Lee', []],
      ['Bo Chan', ['blank_field']],
    ]);
    const recipients = (
      await callApi(t, v1ListRecipients, { params: { id } }, { as: { bearer: alice.test } })
    ).data;
    expect(page.data.map((p) => p.recipient_id)).toEqual([recipients[0]!.id, recipients[1]!.id]);
    // The answer as sent, not as parsed: a field the API should not show would fail here.
    expect(first.json().data[0]).toEqual({
      object: 'proof',
      recipient_id: recipients[0]!.id,
      name: 'Ann Lee',
      warnings: [],
      svg_url: `/v1/campaigns/${id}/proofs/${recipients[0]!.id}.svg`,
      card_svg_url: `/v1/campaigns/${id}/proofs/${recipients[0]!.id}.svg?view=card`,
    });
    const rest = await v1Call(
      t,
      alice.test,
      'GET',
      `/v1/campaigns/${id}/proofs?starting_after=${recipients[1]!.id}`,
    );
    expect(rest.json()).toMatchObject({ has_more: false, data: [{ name: 'Cy Diaz' }] });
  });

  it('answers each proof’s SVG with the very bytes and ETag of the site’s proofs', async () => {
    const [proof] = (await proofsOf(alice.test, id)).data;
    const svg = await v1Call(t, alice.test, 'GET', proof!.svg_url);
    expect(svg.statusCode, svg.body).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.body).toMatch(/^<svg[\s\S]*<path/);
    // The site's proof route draws the same proof, but never opens test data (issue 27): its service does.
    const site = await findProofSvg(t.database.db, id, proof!.recipient_id);
    expect(svg.body).toBe(await site.draw());
    expect(svg.headers.etag).toBe(site.etag);
    const siteRoute = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${id}/proofs/${proof!.recipient_id}.svg`,
    });
    expect(siteRoute.statusCode).toBe(404);
    const again = await v1Call(t, alice.test, 'GET', proof!.svg_url, undefined, {
      'if-none-match': String(svg.headers.etag),
    });
    expect(again.statusCode).toBe(304);

    const unknown = await v1Call(
      t,
      alice.test,
      'GET',
      `/v1/campaigns/${id}/proofs/${crypto.randomUUID()}.svg`,
    );
    expectV1Error(unknown, 404, 'invalid_request_error');
  });

  it('shows another account, and the other mode, nothing', async () => {
    const [proof] = (await proofsOf(alice.test, id)).data;
    for (const key of [bob.test, alice.live]) {
      expectV1Error(await v1Call(t, key, 'GET', `/v1/campaigns/${id}/proofs`), 404, 'invalid_request_error');
      expectV1Error(await v1Call(t, key, 'GET', proof!.svg_url), 404, 'invalid_request_error');
    }
    // Alice's recipient under Bob's own campaign is not his.
    const bobs = await newCampaign(bob.test);
    const crossed = await v1Call(
      t,
      bob.test,
      'GET',
      `/v1/campaigns/${bobs}/proofs/${proof!.recipient_id}.svg`,
    );
    expectV1Error(crossed, 404, 'invalid_request_error');
    expect((await v1Call(t, bob.test, 'GET', `/v1/campaigns/${bobs}/proofs`)).json().data).toEqual([]);
  });
});

describe('proofs after another batch', () => {
  it('shows the recipients added since the proofs were last listed, each with its own check', async () => {
    const id = await newCampaign(alice.test);
    const url = `/v1/campaigns/${id}/recipients`;
    await v1Call(t, alice.test, 'POST', url, { recipients: [person('Ann Lee', 'Acme Dental')] });
    expect((await v1Call(t, alice.test, 'GET', `/v1/campaigns/${id}/proofs`)).json().data).toHaveLength(1);
    await v1Call(t, alice.test, 'POST', url, {
      recipients: [person('Bo Chan', null), person('Cy Diaz', 'Acme 🎉')],
    });
    const proofs = (await proofsOf(alice.test, id)).data;
    expect(proofs.map((p) => [p.name, p.warnings.map((w) => w.code)])).toEqual([
      ['Ann Lee', []],
      ['Bo Chan', ['blank_field']],
    ]);
  });
});

describe('GET /v1/campaigns/:id/quote', () => {
  const tiers = [
    { min_notes: 1, max_notes: 99, price_per_note: 499 },
    { min_notes: 100, max_notes: 499, price_per_note: 399 },
    { min_notes: 500, max_notes: 999, price_per_note: 349 },
    { min_notes: 1000, max_notes: null, price_per_note: 299 },
  ];

  /** `notes` recipients stored by the site's own store and priced by its service. */
  async function campaignWith(notes: number): Promise<string> {
    const id = await newCampaign(alice.test);
    const contacts = Array.from({ length: notes }, (_, i) => ({
      name: `Person ${i}`,
      address: `${i} Main St`,
      city: 'Boston',
      state: 'MA',
      zipCode: '02134',
      customFields: {},
      id: crypto.randomUUID(),
    }));
    await t.database.db.transaction(async (tx) => {
      await replaceContactRows(tx, id, contacts);
      await recomputeTotals(tx, id);
    });
    return id;
  }

  it('prices the campaign by the checkout tiers, with the next tier until the top one', async () => {
    expect(tiers.map((tier) => [tier.min_notes, tier.price_per_note])).toEqual(
      CHECKOUT_TIERS.map((tier) => [tier.min, tier.cents]),
    );
    for (const [notes, next] of [
      [0, { min_notes: 100, price_per_note: 399 }],
      [120, { min_notes: 500, price_per_note: 349 }],
      [1000, undefined],
    ] as const) {
      const id = await campaignWith(notes);
      const res = await v1Call(t, alice.test, 'GET', `/v1/campaigns/${id}/quote`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        object: 'quote',
        campaign_id: id,
        notes,
        price_per_note: quote(notes).pricePerNoteCents,
        amount: quote(notes).totalCents,
        currency: 'usd',
        tiers,
        ...(next && { next_tier: next }),
      });
      // The campaign itself says the same.
      const campaign = (await v1Call(t, alice.test, 'GET', `/v1/campaigns/${id}`)).json();
      expect([campaign.price_per_note, campaign.amount]).toEqual([
        res.json().price_per_note,
        res.json().amount,
      ]);
    }
  });

  it('is a 404 for another account’s campaign and for the other mode’s', async () => {
    const id = await newCampaign(alice.test);
    expect((await v1Call(t, alice.test, 'GET', `/v1/campaigns/${id}/quote`)).statusCode).toBe(200);
    for (const key of [bob.test, bob.live, alice.live]) {
      expectV1Error(await v1Call(t, key, 'GET', `/v1/campaigns/${id}/quote`), 404, 'invalid_request_error');
    }
  });
});
