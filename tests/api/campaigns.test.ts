// Over 300 lines: the campaign routes a builder calls (drafts and their files) on one app.
import { addDays } from 'date-fns/addDays';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns, designTemplates, orders } from '../../src/server/db/schema';
import type { TCampaign } from '../../src/shared/campaign';
import {
  addCalendarDays,
  earliestDeliveryDate,
  federalHoliday,
  isWeekend,
  nextBusinessDay,
  toCalendarDate,
} from '../../src/shared/delivery-date';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let template: typeof designTemplates.$inferSelect;
// A date the delivery rule keeps whatever today is: a few business days after its earliest.
const inTenDays = nextBusinessDay(addCalendarDays(earliestDeliveryDate(new Date()), 3));

/** The first day from two weeks out that `test` accepts: a Sunday, an observed holiday on a weekday. */
function dayFromTwoWeeks(test: (day: string) => boolean): string {
  let day = toCalendarDate(addDays(new Date(), 14));
  while (!test(day)) day = addCalendarDays(day, 1);
  return day;
}
const aSunday = dayFromTwoWeeks((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0);
const aHoliday = dayFromTwoWeeks((day) => federalHoliday(day) !== null && !isWeekend(day));

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function builderPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Spring service reminders',
    message: 'Hi {{first_name|there}},\n\nTime for your spring tune-up!\n\nBest regards,',
    handwritingStyle: 'premium-ultra',
    stationeryType: 'postcard',
    designSource: 'template',
    templateId: template.id,
    selectedVariantId: template.colorVariants[1]!.name,
    contactFields: [
      { type: 'website', value: 'whitfieldmotors.com' },
      { type: 'socialMedia', socialPlatform: 'instagram', value: '@whitfield' },
      { type: 'phone', value: '   ' },
    ],
    deliveryDate: inTenDays,
    ...overrides,
  };
}

const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/campaigns', payload });

function multipart(field: string, filename: string, bytes: Buffer) {
  const boundary = `----qp${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (id: string, slot: string, field: string, filename: string, bytes: Buffer) =>
  t.app.inject({ method: 'POST', url: `/api/campaigns/${id}/${slot}`, ...multipart(field, filename, bytes) });

async function newCampaign(overrides: Record<string, unknown> = {}): Promise<TCampaign> {
  const res = await create(builderPayload(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  const all = await t.database.db.select().from(designTemplates);
  template = all.find(
    (x) => x.websiteEnabled && x.socialMediaEnabled && x.maxContactFields >= 2 && x.colorVariants.length > 1,
  )!;
  expect(template).toBeDefined();
});

describe('POST /api/campaigns', () => {
  it('creates a draft with a UUID, normalized fields and server-side prices', async () => {
    const res = await create(
      builderPayload({ totalNotes: 900, pricePerNote: '0.01', totalAmount: '9.00', status: 'completed' }),
    );
    expect(res.statusCode).toBe(201);
    const campaign: TCampaign = res.json();
    expect(campaign.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(campaign.number).toBeGreaterThanOrEqual(1001);
    expect(campaign).toMatchObject({
      name: 'Spring service reminders',
      status: 'draft',
      handwritingStyle: 'premium',
      stationeryType: 'postcard',
      designSource: 'template',
      templateId: template.id,
      templateName: template.name,
      selectedVariantId: template.colorVariants[1]!.name,
      contactFields: [
        { type: 'website', value: 'whitfieldmotors.com' },
        { type: 'socialMedia', platform: 'instagram', value: '@whitfield' },
      ],
      // Forged totals and status are ignored: no contacts yet, so nothing to pay.
      totalNotes: 0,
      contactCount: 0,
      pricePerNote: '4.99',
      totalAmount: '0.00',
      deliveryDate: inTenDays,
      hasFrontDesign: false,
      paid: false,
      orderId: null,
    });
    const got = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}` });
    expect(got.json()).toEqual(campaign);
  });

  it('accepts the {type: social, platform} spelling and an ISO delivery date', async () => {
    const campaign = await newCampaign({
      contactFields: [{ type: 'social', platform: 'linkedin', value: 'in/whitfield' }],
      deliveryDate: `${inTenDays}T00:00:00.000Z`,
    });
    expect(campaign.contactFields).toEqual([
      { type: 'socialMedia', platform: 'linkedin', value: 'in/whitfield' },
    ]);
    expect(campaign.deliveryDate).toBe(inTenDays);
  });

  it('clears template choices for an uploaded design', async () => {
    const campaign = await newCampaign({ designSource: 'upload', contactFields: [] });
    expect(campaign).toMatchObject({ designSource: 'upload', templateId: null, selectedVariantId: null });
  });

  it.each([
    ['an empty name', { name: '  ' }, 'Campaign name is required.'],
    [
      'a message over 600 characters',
      { message: 'x'.repeat(601) },
      'Message too long! Please reduce character count.',
    ],
    ['an unknown handwriting style', { handwritingStyle: 'comic' }, 'Unknown handwriting style'],
    ['another stationery', { stationeryType: 'letter' }, 'Only postcards are available'],
    [
      'no template in template mode',
      { templateId: null },
      'Choose a design template, or upload your own design.',
    ],
    ['an unknown template', { templateId: 99999 }, 'Design template 99999 was not found'],
    ['a colour of another design', { selectedVariantId: 'Neon' }, 'The colour "Neon" is not available'],
    [
      'a delivery date 6 days out',
      { deliveryDate: toCalendarDate(addDays(new Date(), 5)) },
      'The earliest delivery date is',
    ],
    [
      'a Sunday',
      { deliveryDate: aSunday },
      `We deliver on business days only: ${aSunday} is a Sunday. Choose ${nextBusinessDay(aSunday)}`,
    ],
    [
      'a federal holiday',
      { deliveryDate: aHoliday },
      `We deliver on business days only: ${aHoliday} is ${federalHoliday(aHoliday)}, a US federal holiday.`,
    ],
    ['no delivery date', { deliveryDate: null }, 'Please choose a delivery date.'],
    ['an impossible date', { deliveryDate: '2030-02-30' }, 'Delivery date must be a date like 2026-12-01.'],
    [
      'a social platform twice',
      {
        contactFields: [
          { type: 'social', platform: 'instagram', value: '@a' },
          { type: 'socialMedia', socialPlatform: 'instagram', value: '@b' },
        ],
      },
      'Each social platform can be used once; instagram appears twice.',
    ],
    [
      'an unknown contact field type',
      { contactFields: [{ type: 'fax', value: '1' }] },
      'Contact field type must be one of',
    ],
  ])('refuses %s with a readable 400', async (_label, overrides, message) => {
    const res = await create(builderPayload(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('allows exactly 600 characters, counting an emoji as one', async () => {
    // On the plain back, which holds 600 characters in one paragraph (a ruled template's back holds fewer).
    const campaign = await newCampaign({
      designSource: 'upload',
      contactFields: [],
      message: `${'x'.repeat(599)}👋`,
    });
    expect(campaign.message).toHaveLength(601);
  });

  it('answers 404 Campaign not found for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/campaigns/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Campaign not found');
    }
  });
});

describe('campaign files', () => {
  it('stores a front design by its bytes and serves it back with its type', async () => {
    const campaign = await newCampaign();
    const res = await upload(campaign.id, 'front-design', 'frontDesign', 'front.pdf', PNG);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mimeType: 'image/png', name: 'front.pdf', sizeBytes: PNG.length });
    const served = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/design/front` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const after = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}` });
    expect(after.json()).toMatchObject({ hasFrontDesign: true, hasBackDesign: false, hasLogo: false });
  });

  it('replaces an earlier file in the same slot', async () => {
    const campaign = await newCampaign();
    await upload(campaign.id, 'back-design', 'backDesign', 'back.png', PNG);
    const res = await upload(campaign.id, 'back-design', 'backDesign', 'back.pdf', PDF);
    expect(res.json().mimeType).toBe('application/pdf');
    const served = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/design/back` });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.body).toContain('%PDF-1.4');
  });

  it('refuses a text file named .png (415) and a design over 10 MB (413)', async () => {
    const campaign = await newCampaign();
    const text = await upload(
      campaign.id,
      'front-design',
      'frontDesign',
      'front.png',
      Buffer.from('just some text'),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Front design must be a PNG, JPEG or PDF file.');
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(campaign.id, 'front-design', 'frontDesign', 'front.png', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('File too large. Please upload an image smaller than 10MB.');
    const svgFront = await upload(
      campaign.id,
      'front-design',
      'frontDesign',
      'a.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(svgFront.statusCode).toBe(415);
    const after = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}` });
    expect(after.json().hasFrontDesign).toBe(false);
  });

  it('sanitizes an SVG logo and serves it with a restrictive CSP; refuses a 5 MB+ logo', async () => {
    const campaign = await newCampaign();
    const svg = `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 10 10"><script>alert(2)</script><circle r="4" cx="5" cy="5"/></svg>`;
    const res = await upload(campaign.id, 'logo', 'logoFile', 'logo.svg', Buffer.from(svg));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mimeType).toBe('image/svg+xml');
    const served = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/design/logo` });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.body).toContain('<circle');
    expect(served.body).not.toMatch(/script|onload|alert/);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(campaign.id, 'logo', 'logoFile', 'logo.png', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('File too large. Please upload a logo smaller than 5MB.');
  });

  it('names the expected form field and 404s for unknown campaigns or missing files', async () => {
    const campaign = await newCampaign();
    const wrongField = await upload(campaign.id, 'logo', 'frontDesign', 'logo.png', PNG);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toContain('"logoFile"');
    const unknown = await upload('00000000-0000-4000-8000-000000000000', 'logo', 'logoFile', 'logo.png', PNG);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Campaign not found');
    const missing = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/design/back` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This campaign has no back design.');
  });

  it('refuses new files once the campaign is paid for (409)', async () => {
    const campaign = await newCampaign();
    await t.database.db.insert(orders).values({
      campaignId: campaign.id,
      customerEmail: 'a@b.com',
      amountCents: 499,
      status: 'paid',
      paidAt: new Date(),
    });
    const res = await upload(campaign.id, 'front-design', 'frontDesign', 'front.png', PNG);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('has been paid for');
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.frontDesignFileId).toBeNull();
    const got = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}` });
    expect(got.json()).toMatchObject({ paid: true });
  });
});
