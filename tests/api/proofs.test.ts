// Over 300 lines: proofs (paging, search, warnings, drawing, the batch's re-checks) of one campaign set-up shared by
// every case.
import { addDays } from 'date-fns/addDays';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns, contacts as contactsTable } from '../../src/server/db/schema';
import { DEFAULT_BACK_LAYOUT } from '../../src/shared/back-layout';
import type { TCampaign } from '../../src/shared/campaign';
import type { TDesignTemplate } from '../../src/shared/catalog';
import { nextBusinessDay, toCalendarDate } from '../../src/shared/delivery-date';
import { cardBackToSvg } from '../../src/shared/handwriting/card-back-svg';
import { loadStrokeFont } from '../../src/shared/handwriting/load-font';
import { seedFor } from '../../src/shared/handwriting/seed';
import { DEFAULT_NATURALNESS } from '../../src/shared/handwriting/styles';
import { renderProof } from '../../src/shared/proof-render';
import type { TProofList } from '../../src/shared/proofs';
import { CARD } from '../../src/shared/stationery';
import { strokesOfPath } from '../support/svg-strokes';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Proofs before paying (issue 11): every stored recipient's note as the pen writes it, paged and searchable,
 * with what needs attention; and the contact save that refuses notes the pen cannot write.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const MESSAGE = 'Dear {{first_name}},\n\nThank you for choosing {{company}}.\n\nBest regards,';

async function newCampaign(extra: object = {}): Promise<TCampaign> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    payload: {
      name: 'Proof run',
      message: MESSAGE,
      handwritingStyle: 'casual',
      designSource: 'upload',
      deliveryDate: nextBusinessDay(toCalendarDate(addDays(new Date(), 14))),
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const person = (name: string, extra: object = {}) => ({
  name,
  address: '12 Main St',
  city: 'Boston',
  state: 'MA',
  zipCode: '02134',
  customFields: { company: 'Acme Dental' },
  ...extra,
});

const batch = (campaignId: string, contacts: object[]) =>
  t.app.inject({ method: 'POST', url: '/api/contacts/batch', payload: { campaignId, contacts } });

async function proofs(id: string, query = ''): Promise<TProofList> {
  const res = await t.app.inject({ method: 'GET', url: `/api/campaigns/${id}/proofs${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const names = (n: number) => Array.from({ length: n }, (_, i) => `Person ${String(i + 1).padStart(2, '0')}`);

describe('GET /api/campaigns/:id/proofs', () => {
  it('pages through every recipient in upload order, 24 to a page by default', async () => {
    const campaign = await newCampaign();
    expect(
      (
        await batch(
          campaign.id,
          names(30).map((n) => person(n)),
        )
      ).statusCode,
    ).toBe(200);

    const first = await proofs(campaign.id);
    expect(first.total).toBe(30);
    expect(first.needsAttention).toBe(0);
    expect(first.items).toHaveLength(24);
    expect(first.items.map((i) => i.name)).toEqual(names(24));
    expect(first.items[0]).toEqual({
      contactId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Person 01',
      warnings: [],
      svgUrl: `/api/campaigns/${campaign.id}/proofs/${first.items[0]!.contactId}.svg`,
      cardSvgUrl: `/api/campaigns/${campaign.id}/proofs/${first.items[0]!.contactId}.svg?view=card`,
    });

    const second = await proofs(campaign.id, '?page=2');
    expect(second.items.map((i) => i.name)).toEqual(names(30).slice(24));
    expect((await proofs(campaign.id, '?page=3&pageSize=10')).items.map((i) => i.name)).toEqual(
      names(30).slice(20),
    );
    expect((await proofs(campaign.id, '?page=9')).items).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/proofs?pageSize=500`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('searches by name, ignoring case and accents, and counts what matches', async () => {
    const campaign = await newCampaign();
    await batch(campaign.id, [
      person('Lucía Hernández'),
      person('Ann Lee', { customFields: {} }),
      person('JOANNA Smith'),
      person('Bob Stone'),
    ]);
    const found = await proofs(campaign.id, '?q=ANN');
    expect(found.items.map((i) => i.name)).toEqual(['Ann Lee', 'JOANNA Smith']);
    expect(found).toMatchObject({ total: 2, needsAttention: 1 });
    expect((await proofs(campaign.id, '?q=luc%C3%ADa')).items.map((i) => i.name)).toEqual([
      'Lucía Hernández',
    ]);
    // Accents do not matter either way (issue 22): "lucia hernandez" finds Lucía Hernández.
    expect((await proofs(campaign.id, '?q=LUCIA%20hernandez')).items.map((i) => i.name)).toEqual([
      'Lucía Hernández',
    ]);
    expect(await proofs(campaign.id, '?q=nobody')).toEqual({ total: 0, needsAttention: 0, items: [] });
  });

  it('warns of a blank merge field, text that does not fit and characters the pen cannot write', async () => {
    const campaign = await newCampaign();
    await batch(campaign.id, [person('Maria Gomez'), person('Zoë Brandt', { customFields: {} })]);
    // Notes stored before the check existed are still reported, never hidden.
    await t.database.db.insert(contactsTable).values([
      {
        campaignId: campaign.id,
        position: 2,
        name: `Bartholomew ${'Maximilian '.repeat(30)}Fitzgerald`,
        address1: '1 Long Rd',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        customFields: { company: 'Acme' },
      },
      {
        campaignId: campaign.id,
        position: 3,
        name: 'Emoji Fan',
        address1: '2 Short Rd',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        customFields: { company: 'Acme 🎉 中' },
      },
    ]);
    const list = await proofsFresh(campaign.id);
    expect(list.total).toBe(4);
    expect(list.needsAttention).toBe(3);
    const byName = Object.fromEntries(list.items.map((i) => [i.name.slice(0, 11), i.warnings]));
    expect(byName['Maria Gomez']).toEqual([]);
    expect(byName['Zoë Brandt']).toEqual([
      { code: 'blank_field', message: expect.stringContaining('{{company}} is blank') },
    ]);
    expect(byName.Bartholomew?.map((w) => w.code)).toEqual(['overflow']);
    expect(byName.Bartholomew?.[0]?.message).toContain('address');
    expect(byName['Emoji Fan']).toEqual([
      { code: 'unwritable_character', message: expect.stringContaining('"🎉", "中"') },
    ]);
  });

  it('answers 404 for an unknown campaign', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/campaigns/${id}/proofs` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Campaign not found');
    }
  });
});

/** Proofs read after contacts were inserted behind the service's back: the campaign's version moves with them. */
async function proofsFresh(id: string): Promise<TProofList> {
  await t.database.db.update(campaigns).set({ updatedAt: new Date() }).where(eq(campaigns.id, id));
  return proofs(id);
}

describe('GET /api/campaigns/:id/proofs/:contactId.svg', () => {
  it('draws the back of the card with stroke paths only, exactly as a re-render with the same inputs', async () => {
    const campaign = await newCampaign({ handwritingStyle: 'elegant', naturalness: 0.8 });
    expect(campaign.naturalness).toBe(0.8);
    const contact = person('Lucía Hernández', { address2: 'Apt 4' });
    await batch(campaign.id, [contact]);
    const [item] = (await proofs(campaign.id)).items;
    const res = await t.app.inject({ method: 'GET', url: item!.svgUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+/);
    const svg = res.body;
    // The whole back of the card, in millimetres; the ink is stroke paths only, never text or filled shapes.
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${CARD.width} ${CARD.height}"`);
    expect(CARD.width).toBeCloseTo(177.8, 6);
    expect(svg).not.toMatch(/<text|<image|<script|<foreignObject|<use/);
    const paths = svg.match(/<path [^>]*>/g) ?? [];
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).toContain('fill="none"');

    const font = await loadStrokeFont('elegant');
    const proof = renderProof(
      {
        message: MESSAGE,
        contact: { ...contact, address2: 'Apt 4' },
        style: 'elegant',
        naturalness: 0.8,
        seed: seedFor(campaign.id, item!.contactId),
        layout: DEFAULT_BACK_LAYOUT,
      },
      font,
    );
    expect(svg).toBe(cardBackToSvg(proof.message, proof.address, proof.layout));
    expect(proof.address.lines).toEqual(['Lucía Hernández', '12 Main St', 'Apt 4', 'Boston, MA 02134']);

    // The ETag names the inputs: asking again with it costs no drawing.
    const { etag } = res.headers;
    if (typeof etag !== 'string') throw new Error(`no ETag: ${etag}`);
    const again = await t.app.inject({
      method: 'GET',
      url: item!.svgUrl,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it("writes a templated campaign's notes in its template's writing areas, on its rules", async () => {
    const templates: TDesignTemplate[] = (
      await t.app.inject({ method: 'GET', url: '/api/design-templates' })
    ).json();
    const template = templates.find((x) => x.name === 'Holiday Greetings')!;
    const layout = template.backLayout!;
    const campaign = await newCampaign({ designSource: 'template', templateId: template.id });
    const contact = person('Bartholomew Fitzgerald-Whitmore III', {
      address: '1234 North Martin Luther King Jr Boulevard Apt 1205',
    });
    await batch(campaign.id, [contact]);
    const [item] = (await proofs(campaign.id)).items;
    const svg = (await t.app.inject({ method: 'GET', url: item!.svgUrl })).body;
    const proof = renderProof(
      {
        message: MESSAGE,
        contact,
        style: 'casual',
        naturalness: DEFAULT_NATURALNESS.casual,
        seed: seedFor(campaign.id, item!.contactId),
        layout,
      },
      await loadStrokeFont('casual'),
    );
    expect(svg).toBe(cardBackToSvg(proof.message, proof.address, layout));
    // The guides are the template's own stamp box, not the stationery's.
    const stamp = layout.printed.find((e) => e.kind === 'stamp-box')!.rect;
    expect(svg).toContain(`<rect x="${stamp.x}" y="${stamp.y}"`);
    // The ink lies in the template's areas (its message area starts below the printed header).
    const ink = strokesOfPath(/<path d="([^"]*)"[^>]*stroke-linecap="round"/.exec(svg)![1]!);
    const inside = (x: number, y: number) =>
      [layout.message.rect, layout.address.rect].some(
        (r) =>
          x >= r.x - 0.006 && x <= r.x + r.width + 0.006 && y >= r.y - 0.006 && y <= r.y + r.height + 0.006,
      );
    for (const [x, y] of ink.flat()) expect(inside(x, y), `${x},${y}`).toBe(true);
    expect(Math.min(...ink.flat().map(([, y]) => y))).toBeGreaterThan(
      DEFAULT_BACK_LAYOUT.message.rect.y + 10,
    );
  });

  it('gives two recipients with the same words different strokes', async () => {
    const campaign = await newCampaign({ message: 'Thank you!' });
    await batch(campaign.id, [person('Ann Lee'), person('Ann Lee', { address: '14 Main St' })]);
    const items = (await proofs(campaign.id)).items;
    const [a, b] = await Promise.all(items.map((i) => t.app.inject({ method: 'GET', url: i.svgUrl })));
    expect(a!.body).not.toBe(b!.body);
  });

  it("answers 404 for another campaign's contact and for a malformed file name", async () => {
    const mine = await newCampaign();
    const theirs = await newCampaign();
    await batch(mine.id, [person('Ann Lee')]);
    await batch(theirs.id, [person('Bo Chan')]);
    const [their] = (await proofs(theirs.id)).items;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${mine.id}/proofs/${their!.contactId}.svg`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This recipient is not part of the campaign.');
    for (const file of ['nope.svg', `${their!.contactId}.png`]) {
      const other = await t.app.inject({ method: 'GET', url: `/api/campaigns/${mine.id}/proofs/${file}` });
      expect(other.statusCode).toBe(404);
    }
  });
});

describe('POST /api/contacts/batch re-checks every note', () => {
  it('refuses notes the pen cannot write, naming the recipients, and keeps the earlier contacts', async () => {
    const campaign = await newCampaign();
    expect((await batch(campaign.id, [person('Ann Lee')])).statusCode).toBe(200);
    const longName = `Bartholomew ${'Maximilian '.repeat(30)}Fitzgerald`;
    const list = [
      person('Ann Lee'),
      person(longName),
      person('Emoji Fan', { customFields: { company: 'Acme 🎉' } }),
      person('Cy Diaz', { customFields: { company: 'Acme 中' } }),
      person('Dee Eve', { customFields: { company: 'Acme 😀' } }),
      person('Zoë Brandt', { customFields: {} }),
    ];
    const res = await batch(campaign.id, list);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'No contacts were saved. 4 notes cannot be written (text that does not fit the card or characters the pen cannot write): Bartholomew Maximilian Maximilian Maxim…, Emoji Fan, Cy Diaz and 1 more. Fix your message or CSV and upload it again.',
    );
    expect((await proofs(campaign.id)).items.map((i) => i.name)).toEqual(['Ann Lee']);
  });

  it('accepts blank fields as warnings only', async () => {
    const campaign = await newCampaign();
    const res = await batch(campaign.id, [person('Zoë Brandt', { customFields: {} })]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await proofs(campaign.id)).needsAttention).toBe(1);
  });

  it('checks 5,000 notes in one save and pages through them', async () => {
    const campaign = await newCampaign();
    const many = Array.from({ length: 5000 }, (_, i) =>
      person(`Person ${i}`, { address: `${i} Main St`, customFields: { company: `Company ${i}` } }),
    );
    const res = await batch(campaign.id, many);
    expect(res.statusCode, res.body).toBe(200);
    const last = await proofs(campaign.id, '?page=200&pageSize=25');
    expect(last.total).toBe(5000);
    expect(last.items.map((p) => p.name)).toEqual(Array.from({ length: 25 }, (_, i) => `Person ${4975 + i}`));
  }, 240_000);
});

describe('naturalness', () => {
  it('is stored with the campaign, defaults per style and is validated 0..1', async () => {
    expect((await newCampaign({ handwritingStyle: 'premium' })).naturalness).toBeGreaterThan(0);
    expect((await newCampaign({ naturalness: 0 })).naturalness).toBe(0);
    for (const naturalness of [-0.1, 1.5, 'lots']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        payload: {
          name: 'x',
          message: 'Hi',
          designSource: 'upload',
          deliveryDate: nextBusinessDay(toCalendarDate(addDays(new Date(), 14))),
          naturalness,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Naturalness must be a number from 0 (neat) to 1 (natural).');
    }
  });
});
