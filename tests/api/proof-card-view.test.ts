// Over 300 lines: the proof's card views (templated, colour variant, uploaded design, printed side) share one
// campaign set-up.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedBackSvg } from '../../src/server/features/campaigns/proofs/printed-back-svg';
import type { BlobStore } from '../../src/server/lib/files/blob-stores/blob-store';
import type { TDesignTemplate } from '../../src/shared/catalog';
import { createCampaign } from '../../src/shared/contracts/campaigns/create-campaign';
import { editCampaign } from '../../src/shared/contracts/campaigns/edit-campaign';
import { listCampaignProofs } from '../../src/shared/contracts/campaigns/list-campaign-proofs';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { v1CreateCampaign } from '../../src/shared/contracts/v1/create-campaign';
import { v1ListProofs } from '../../src/shared/contracts/v1/list-proofs';
import { callApi } from '../support/call-api';
import { fileUpload, ONE_PIXEL_PNG, siteCalls } from '../support/site-calls';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { type V1Customer, v1Call, v1Customer, v1DeliveryDate } from '../support/v1-client';

/*
 * Issue 23 §5, a proof that shows the card: `?view=card` answers the back as the recipient holds it (the
 * printed artwork and details under the pen's writing, in mm); without `view` the proof stays the pen's
 * strokes only. Same owners, same 404s, on the site's route and on /v1.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let alice: V1Customer;
let bob: V1Customer;
let holiday: TDesignTemplate;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  alice = await v1Customer(t, smtp, 'alice@card-view.test');
  bob = await v1Customer(t, smtp, 'bob@card-view.test');
  const templates = await callApi(t, listTemplates, {});
  holiday = templates.find((x) => x.name === 'Holiday Greetings')!;
});
afterAll(() => smtp.close());

const PHONE = '(512) 555-0142';

/** The group `id` of the SVG and everything inside it (groups here are never nested in a same-named one). */
function group(svg: string, id: string): string {
  const start = svg.indexOf(`<g id="${id}">`);
  expect(start, `group ${id}`).toBeGreaterThanOrEqual(0);
  let depth = 0;
  const tags = /<g[\s>]|<\/g>/g;
  tags.lastIndex = start;
  for (let m = tags.exec(svg); m; m = tags.exec(svg)) {
    depth += m[0] === '</g>' ? -1 : 1;
    if (depth === 0) return svg.slice(start, m.index + 4);
  }
  throw new Error(`group ${id} is not closed`);
}

/** The pen's ink paths' data (the plain proof's faint guides are other paths). */
const pathData = (markup: string) =>
  [...markup.matchAll(/<path d="([^"]*)" fill="none" stroke="#1d2a5c"/g)].map((m) => m[1]).join('');

async function accountCampaign(payload: object): Promise<{ id: string; contactId: string }> {
  const site = siteCalls(t);
  const made = await site.create(payload, alice.cookie);
  expect(made.statusCode, made.body).toBe(201);
  const { id } = createCampaign.response.parse(made.json());
  const added = await site.batch(
    id,
    [
      {
        name: 'Maria Gonzalez',
        address: '4417 Bluebonnet Lane',
        city: 'Austin',
        state: 'TX',
        zipCode: '78745',
        customFields: { first_name: 'Maria' },
      },
    ],
    alice.cookie,
  );
  expect(added.statusCode, added.body).toBe(200);
  const list = await proofsOf(id);
  return { id, contactId: list.items[0]!.contactId };
}

/** The site's list of the campaign's proofs, as Alice's browser asks for it. */
const proofsOf = (id: string) =>
  callApi(t, listCampaignProofs, { params: { id } }, { as: { cookie: alice.cookie } });

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the card view of a templated campaign', () => {
  let id: string;
  let contactId: string;
  let url: string;
  beforeAll(async () => {
    ({ id, contactId } = await accountCampaign({
      designSource: 'template',
      templateId: holiday.id,
      contactFields: [{ type: 'phone', value: PHONE }],
    }));
    url = `/api/campaigns/${id}/proofs/${contactId}.svg`;
  });

  it('lists each proof with its card view URL', async () => {
    const list = await proofsOf(id);
    expect(list.items[0]).toMatchObject({ svgUrl: url, cardSvgUrl: `${url}?view=card` });
  });

  it('draws the printed back under the pen, in mm, with the message and the address as groups', async () => {
    const res = await get(`${url}?view=card`, { cookie: alice.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    const svg = res.body;
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 177\.8 127"/);
    expect(svg).toMatch(/^<svg [^>]*width="177\.8mm" height="127mm"/);

    const printed = group(svg, 'printed');
    const pen = group(svg, 'pen');
    // The printed side comes first: the pen writes on it.
    expect(svg.indexOf(printed)).toBeLessThan(svg.indexOf(pen));
    // The template's own back artwork (its linen pattern) and the customer's phone where the print puts it.
    expect(printed).toContain('qp-holiday-greetings__b-linen');
    expect(printed).toContain(`>${PHONE}</text>`);
    expect(printed).not.toMatch(/<script|\son\w+=|href="(?!#|data:image\/(png|jpeg);)/i);

    const message = group(pen, 'message');
    const address = group(pen, 'address');
    expect(pathData(message)).not.toBe('');
    expect(pathData(address)).not.toBe('');
    // The pen's strokes are the plain proof's, stroke for stroke: message first, then the address.
    const plain = await get(url, { cookie: alice.cookie });
    expect(pathData(message) + pathData(address)).toBe(pathData(plain.body));
  });

  it('writes inside the writing areas of the template’s back layout', async () => {
    const svg = (await get(`${url}?view=card`, { cookie: alice.cookie })).body;
    const layout = holiday.backLayout!;
    for (const name of ['message', 'address'] as const) {
      const { x, y, width, height } = layout[name].rect;
      const numbers = pathData(group(svg, name)).split(/[ML ]/).filter(Boolean).map(Number);
      for (let i = 0; i < numbers.length; i += 2) {
        expect(numbers[i]).toBeGreaterThanOrEqual(x - 0.5);
        expect(numbers[i]).toBeLessThanOrEqual(x + width + 0.5);
        expect(numbers[i + 1]).toBeGreaterThanOrEqual(y - 3);
        expect(numbers[i + 1]).toBeLessThanOrEqual(y + height + 3);
      }
    }
  });

  it('keeps the plain view the pen’s strokes only, with its own ETag', async () => {
    const plain = await get(url, { cookie: alice.cookie });
    const card = await get(`${url}?view=card`, { cookie: alice.cookie });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).not.toContain('id="printed"');
    expect(plain.body).not.toContain('id="pen"');
    expect(plain.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(plain.headers.etag).not.toBe(card.headers.etag);

    const cardAgain = await get(`${url}?view=card`, {
      cookie: alice.cookie,
      'if-none-match': String(card.headers.etag),
    });
    expect(cardAgain.statusCode).toBe(304);
    // The card's ETag does not stand for the plain proof.
    const plainWithCardTag = await get(url, {
      cookie: alice.cookie,
      'if-none-match': String(card.headers.etag),
    });
    expect(plainWithCardTag.statusCode).toBe(200);
  });

  it('changes its ETag when what the card prints changes', async () => {
    const before = await get(`${url}?view=card`, { cookie: alice.cookie });
    await callApi(
      t,
      editCampaign,
      { params: { id }, body: { contactFields: [{ type: 'phone', value: '(512) 555-0199' }] } },
      { as: { cookie: alice.cookie } },
    );
    const after = await get(`${url}?view=card`, { cookie: alice.cookie });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(group(after.body, 'printed')).toContain('(512) 555-0199');
    // The writing did not change: only the printed side did.
    expect(pathData(group(after.body, 'pen'))).toBe(pathData(group(before.body, 'pen')));
  });

  it('answers 404 to another account and to a guest, as the plain proof does', async () => {
    const callers: Array<Record<string, string>> = [{ cookie: bob.cookie }, {}];
    for (const headers of callers) {
      expect((await get(`${url}?view=card`, headers)).statusCode).toBe(404);
      expect((await get(url, headers)).statusCode).toBe(404);
    }
  });

  it('refuses a view it does not know', async () => {
    const res = await get(`${url}?view=front`, { cookie: alice.cookie });
    expect(res.statusCode).toBe(400);
  });
});

describe('the card view of a colour variant with its own back', () => {
  it("prints the variant's back, not the template's", async () => {
    const cranberry = holiday.colorVariants.find((v) => v.name === 'Cranberry')!;
    const evergreen = holiday.colorVariants[0]!;
    expect(cranberry.backPreview).not.toBe(holiday.backPreview);
    const { id, contactId } = await accountCampaign({
      designSource: 'template',
      templateId: holiday.id,
      selectedVariantId: cranberry.name,
    });
    const res = await get(`/api/campaigns/${id}/proofs/${contactId}.svg?view=card`, { cookie: alice.cookie });
    const printed = group(res.body, 'printed');
    expect(printed).toContain(`fill="${cranberry.color}"`);
    expect(printed).not.toContain(`fill="${evergreen.color}"`);
  });
});

describe('the card view of an uploaded design', () => {
  it('is plain card stock without a back design, and the uploaded back under the pen with one', async () => {
    const { id, contactId } = await accountCampaign({ designSource: 'upload' });
    const url = `/api/campaigns/${id}/proofs/${contactId}.svg?view=card`;
    const bare = group((await get(url, { cookie: alice.cookie })).body, 'printed');
    expect(bare).toMatch(/^<g id="printed"><rect [^>]*\/><\/g>$/);

    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/campaigns/${id}/back-design`,
      ...fileUpload('backDesign', 'back.png', ONE_PIXEL_PNG, alice.cookie),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const res = await get(url, { cookie: alice.cookie });
    expect(res.headers['content-security-policy']).toContain('img-src data:');
    expect(group(res.body, 'printed')).toContain(
      `href="data:image/png;base64,${ONE_PIXEL_PNG.toString('base64')}"`,
    );
    expect(group(group(res.body, 'pen'), 'message')).toContain('<path d="M');
  });
});

describe('the printed side', () => {
  it('sanitizes SVG artwork again before nesting it', async () => {
    const hostile = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="700" height="500" onload="alert(1)"><script>alert(2)</script><image href="https://evil.test/x.png"/><rect id="art" width="700" height="500" fill="#123456"/></svg>',
    );
    const markup = await printedBackSvg({
      artwork: { name: 'back.svg', mimeType: 'image/svg+xml', bytes: hostile },
    });
    expect(markup).toContain('id="art"');
    expect(markup).toMatch(/^<svg[^>]* viewBox="0 0 700 500"[^>]* x="0" y="0" width="177\.8" height="127"/);
    expect(markup).not.toMatch(/<script|onload|evil\.test/);
  });

  it('keeps each artwork sanitized in the blob store, and a restarted server uses that copy', async () => {
    const kept = new Map<string, Buffer>();
    const notUsed = () => {
      throw new Error('not used by the printed back');
    };
    const blobs: BlobStore = {
      get: async (key) => kept.get(key) ?? Promise.reject(new Error('missing')),
      put: async (key, bytes) => void kept.set(key, bytes),
      putFile: notUsed,
      stream: notUsed,
      delete: async (key) => void kept.delete(key),
      close: () => {},
    };
    const art = (fill: string) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 700 500" onload="alert(1)"><rect width="700" height="500" fill="${fill}"/></svg>`,
      );
    const first = await printedBackSvg(
      { artwork: { name: 'a.svg', mimeType: 'image/svg+xml', bytes: art('#0a0b0c') } },
      blobs,
    );
    expect(first).toContain('fill="#0a0b0c"');
    expect([...kept.keys()]).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.v\d+\.clean\.svg$/)]);
    const copy = kept.values().next().value!.toString('utf8');
    expect(copy).toContain('fill="#0a0b0c"');
    expect(copy).not.toContain('onload');

    // Artwork this process has not seen but whose copy is kept (a restart): the copy is what prints.
    const other = art('#0d0e0f');
    const key = [...kept.keys()][0]!.replace(
      /^[0-9a-f]{64}/,
      createHash('sha256').update(other).digest('hex'),
    );
    kept.set(key, Buffer.from(copy.replace('#0a0b0c', '#abcdef')));
    const again = await printedBackSvg(
      { artwork: { name: 'b.svg', mimeType: 'image/svg+xml', bytes: other } },
      blobs,
    );
    expect(again).toContain('fill="#abcdef"');
  });
});

describe('/v1', () => {
  let id: string;
  beforeAll(async () => {
    const made = await v1Call(t, alice.live, 'POST', '/v1/campaigns', {
      name: 'Holiday notes',
      message: 'Dear {{first_name}}, happy holidays from all of us.',
      style: 'casual',
      template_id: holiday.id,
      delivery_date: v1DeliveryDate(),
    });
    expect(made.statusCode, made.body).toBe(201);
    id = v1CreateCampaign.response.parse(made.json()).id;
    const added = await v1Call(t, alice.live, 'POST', `/v1/campaigns/${id}/recipients`, {
      recipients: [{ name: 'Ann Lee', address: '12 Main St', city: 'Boston', state: 'MA', zip: '02134' }],
    });
    expect(added.statusCode, added.body).toBe(200);
  });

  it('lists the card view and answers it with the same layers; 404 for another account’s key', async () => {
    const [proof] = (await callApi(t, v1ListProofs, { params: { id } }, { as: { bearer: alice.live } })).data;
    expect(proof!.card_svg_url).toBe(`${proof!.svg_url}?view=card`);
    const card = await v1Call(t, alice.live, 'GET', proof!.card_svg_url);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.body).toMatch(/^<svg [^>]*viewBox="0 0 177\.8 127"/);
    expect(group(card.body, 'printed')).toContain('qp-holiday-greetings__b-linen');
    const pen = group(card.body, 'pen');
    expect(group(pen, 'message')).toContain('<path d="M');
    expect(group(pen, 'address')).toContain('<path d="M');

    const plain = await v1Call(t, alice.live, 'GET', proof!.svg_url);
    expect(plain.body).not.toContain('id="printed"');
    expect(plain.headers.etag).not.toBe(card.headers.etag);

    const stranger = await v1Call(t, bob.live, 'GET', proof!.card_svg_url);
    expect(stranger.statusCode).toBe(404);
  });
});
