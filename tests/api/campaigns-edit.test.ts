import fs from 'node:fs';
import path from 'node:path';
import { addDays } from 'date-fns/addDays';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns, orders, uploadedFiles } from '../../src/server/db/schema';
import { expireOldDrafts } from '../../src/server/features/campaigns/draft-expiry';
import { createFileStorage } from '../../src/server/lib/files/file-storage';
import type { TCampaign } from '../../src/shared/campaign';
import { nextBusinessDay, toCalendarDate } from '../../src/shared/delivery-date';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const deliveryDate = () => nextBusinessDay(toCalendarDate(addDays(new Date(), 14)));

async function newCampaign(overrides: Record<string, unknown> = {}): Promise<TCampaign> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    payload: {
      name: 'Spring thank-yous',
      message: 'Dear {{first_name}},\n\nThank you for your business!\n\nBest regards,',
      designSource: 'upload',
      contactFields: [{ type: 'social', platform: 'instagram', value: '@quill' }],
      deliveryDate: deliveryDate(),
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const patch = (id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/campaigns/${id}`, payload });

const get = async (id: string): Promise<TCampaign> =>
  (await t.app.inject({ method: 'GET', url: `/api/campaigns/${id}` })).json();

function uploadFront(id: string) {
  const boundary = '----qpedit';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="frontDesign"; filename="front.png"\r\nContent-Type: image/png\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: `/api/campaigns/${id}/front-design`,
    payload: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const recipients = [
  {
    name: 'Dana Whitfield',
    address: '12 Elm St',
    city: 'Boston',
    state: 'MA',
    zipCode: '02134',
    customFields: {
      first_name: 'Dana',
      email: 'dana@whitfield.example',
      phone: '617-555-0101',
      notes: 'Prefers morning calls',
    },
  },
];

const batch = (campaignId: string, contacts: object[]) =>
  t.app.inject({ method: 'POST', url: '/api/contacts/batch', payload: { campaignId, contacts } });

async function markPaid(campaignId: string) {
  await t.database.db.insert(orders).values({
    campaignId,
    customerEmail: 'owner@whitfield.example',
    amountCents: 499,
    status: 'paid',
    paidAt: new Date(),
  });
}

async function age(campaignId: string, days: number) {
  await t.database.db
    .update(campaigns)
    .set({ updatedAt: addDays(new Date(), -days) })
    .where(eq(campaigns.id, campaignId));
}

beforeAll(async () => {
  t = await createTestApp();
});

describe('POST /api/campaigns: the social contact field', () => {
  it('accepts the payload shape {type: social, platform, value} and the draft shape alike', async () => {
    const fromPayload = await newCampaign();
    const fromDraft = await newCampaign({
      contactFields: [{ type: 'socialMedia', socialPlatform: 'instagram', value: '@quill' }],
    });
    const stored = [{ type: 'socialMedia', platform: 'instagram', value: '@quill' }];
    expect(fromPayload.contactFields).toEqual(stored);
    expect(fromDraft.contactFields).toEqual(stored);
  });
});

describe('GET /api/campaigns/:id for an invoice checkout', () => {
  it('never carries the payer’s e-mail: whoever holds the link reads the answer', async () => {
    const campaign = await newCampaign({ customerEmail: 'owner@whitfield.example' });
    const res = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('owner@whitfield.example');
    expect(res.json()).not.toHaveProperty('customerEmail');
  });
});

describe('PATCH /api/campaigns/:id (back from checkout)', () => {
  it('keeps the campaign and changes what the customer fixed', async () => {
    const campaign = await newCampaign();
    expect(campaign.editable).toBe(true);
    expect((await batch(campaign.id, recipients)).statusCode).toBe(200);
    const res = await patch(campaign.id, {
      message: 'Dear {{first_name}},\n\nThank you for your trust!\n\nBest regards,',
      handwritingStyle: 'elegant',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get(campaign.id);
    expect(after).toMatchObject({
      id: campaign.id,
      name: 'Spring thank-yous',
      message: 'Dear {{first_name}},\n\nThank you for your trust!\n\nBest regards,',
      handwritingStyle: 'elegant',
      totalNotes: 1,
      contactFields: campaign.contactFields,
      status: 'draft',
      editable: true,
    });
  });

  it('applies the rules of a new campaign: an empty message or a bad date is refused and nothing changes', async () => {
    const campaign = await newCampaign();
    const empty = await patch(campaign.id, { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Message is required.');
    const tooSoon = await patch(campaign.id, { deliveryDate: toCalendarDate(addDays(new Date(), 2)) });
    expect(tooSoon.statusCode).toBe(400);
    expect((await get(campaign.id)).message).toBe(campaign.message);
  });

  it('refuses a message the pen could not write for the stored recipients', async () => {
    const campaign = await newCampaign();
    await batch(campaign.id, recipients);
    const res = await patch(campaign.id, { message: 'Dear {{first_name}}, thank you 🎉' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain('Your changes were not saved.');
    expect((await get(campaign.id)).message).toBe(campaign.message);
  });

  it('drops the uploaded designs when the customer switches to a template', async () => {
    const campaign = await newCampaign({ contactFields: [] });
    expect((await uploadFront(campaign.id)).statusCode).toBe(200);
    const [template] = (await t.app.inject({ method: 'GET', url: '/api/design-templates' })).json();
    const res = await patch(campaign.id, { designSource: 'template', templateId: template.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      designSource: 'template',
      templateId: template.id,
      hasFrontDesign: false,
    });
    const files = await t.database.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.campaignId, campaign.id));
    expect(files).toEqual([]);
  });

  it('refuses edits once the campaign is paid (409), as for its contacts and files', async () => {
    const campaign = await newCampaign();
    await batch(campaign.id, recipients);
    await markPaid(campaign.id);
    expect((await get(campaign.id)).editable).toBe(false);
    const res = await patch(campaign.id, { message: 'Changed after paying' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('has been paid for');
    expect((await uploadFront(campaign.id)).statusCode).toBe(409);
    expect((await batch(campaign.id, recipients)).statusCode).toBe(409);
    expect((await get(campaign.id)).message).toBe(campaign.message);
  });

  it('answers 404 for an unknown campaign', async () => {
    const res = await patch('3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c', { name: 'x' });
    expect(res.statusCode).toBe(404);
  });
});

describe('public reads carry no recipient e-mails, phone numbers or notes', () => {
  it('contacts list names and addresses only; the campaign and its proofs hold no recipient data', async () => {
    const campaign = await newCampaign();
    await batch(campaign.id, recipients);
    const reads = await Promise.all(
      [
        `/api/campaigns/${campaign.id}`,
        `/api/campaigns/${campaign.id}/contacts`,
        `/api/campaigns/${campaign.id}/proofs`,
      ].map((url) => t.app.inject({ method: 'GET', url })),
    );
    for (const res of reads) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('dana@whitfield.example');
      expect(res.body).not.toContain('617-555-0101');
      expect(res.body).not.toContain('Prefers morning calls');
    }
    expect(reads[1]!.json()).toEqual([
      {
        name: 'Dana Whitfield',
        address: '12 Elm St',
        address2: '',
        city: 'Boston',
        state: 'MA',
        zipCode: '02134',
      },
    ]);
    expect(reads[2]!.json().items[0].name).toBe('Dana Whitfield');
  });
});

describe('expiry of unpaid campaigns after 30 days', () => {
  it('cancels old unpaid drafts and removes their files; paid and recent campaigns are untouched', async () => {
    const storage = createFileStorage(t.config);
    const old = await newCampaign();
    await uploadFront(old.id);
    await batch(old.id, recipients);
    const [oldFile] = await t.database.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.campaignId, old.id));
    expect(oldFile).toBeDefined();
    const blob = path.join(t.dataDir, 'files', oldFile!.storageName);
    expect(fs.existsSync(blob)).toBe(true);

    const paid = await newCampaign();
    await uploadFront(paid.id);
    await batch(paid.id, recipients);
    await markPaid(paid.id);
    const recent = await newCampaign();
    await uploadFront(recent.id);
    for (const c of [old, paid]) await age(c.id, 31);
    await age(recent.id, 29);

    const deps = { db: t.database.db, storage };
    await expireOldDrafts(deps);

    const expired = await get(old.id);
    expect(expired).toMatchObject({ status: 'cancelled', hasFrontDesign: false, editable: false });
    expect(
      await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.campaignId, old.id)),
    ).toEqual([]);
    expect(fs.existsSync(blob)).toBe(false);
    expect((await get(paid.id)).status).toBe('draft');
    expect((await get(paid.id)).hasFrontDesign).toBe(true);
    expect(await get(recent.id)).toMatchObject({ status: 'draft', hasFrontDesign: true });

    // Idempotent: a second run finds nothing to do.
    expect(await expireOldDrafts(deps)).toBe(0);
    // The customer cannot revive it, nor pay for it.
    const edit = await patch(old.id, { name: 'Back again' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toContain('expired');
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { campaignId: old.id },
    });
    expect(pay.statusCode).toBe(409);
  });
});
