import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns, contacts } from '../../src/server/db/schema';
import { STAFF_CAMPAIGN } from '../../src/server/features/campaigns/campaign-access';
import { replaceContacts } from '../../src/server/features/campaigns/campaign-contacts';
import { CAMPAIGN_IN_PRODUCTION } from '../../src/server/features/campaigns/campaign-editable';
import { createPaymentIntent } from '../../src/shared/contracts/payments/create-payment-intent';
import { TEST_CARDS } from '../../src/shared/payments';
import { generateContactsCsv } from '../fixtures/generate-contacts';
import { recipients, siteCalls } from '../support/site-calls';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, FILES, type FormPart, multipart, signIn } from './admin-helpers';

/*
 * Issue 27, hole 1: whoever held a staff order's checkout link could rewrite it. A card order agreed at 10
 * notes for $50 took 500 recipients and was paid at $50; an unpaid invoice order staff had put in production
 * had its recipients and front design swapped, and the production CSV read the swap. Both now fail, and the
 * customer still pays the order as agreed by its link.
 */

let t: TestApp;
let auth: Record<string, string>;
let site: ReturnType<typeof siteCalls>;

const upload = (url: string, parts: FormPart[]) =>
  t.app.inject({ method: 'POST', url, ...multipart(parts, auth) });

async function contactsFile(rows: number): Promise<string> {
  const res = await upload('/api/upload/contacts', [
    { name: 'csv', filename: 'list.csv', content: generateContactsCsv(rows) },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().fileId;
}

const order = {
  customerEmail: 'office@tidewater-dental.test',
  campaignName: 'Tidewater recall cards',
  message: 'Hi {{first_name}}, it is time for your check-up.',
  stationeryType: 'postcard',
  invoiceNotes: '',
};

async function staffOrder(kind: 'card' | 'invoice', payload: object): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/create-${kind}-order`,
    headers: auth,
    payload: { ...order, ...payload },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().campaignId;
}

const row = async (id: string) =>
  (await t.database.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
const storedNames = async (id: string) =>
  (
    await t.database.db.select().from(contacts).where(eq(contacts.campaignId, id)).orderBy(contacts.position)
  ).map((c) => c.name);

async function payAtCheckout(campaignId: string) {
  const intent = await site.openPayment(campaignId);
  if (intent.statusCode !== 200) return intent;
  const card = {
    number: TEST_CARDS.success,
    expMonth: 12,
    expYear: new Date().getFullYear() + 2,
    cvc: '123',
  };
  return t.app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    payload: {
      ...createPaymentIntent.response.parse(intent.json()),
      card,
      receiptEmail: order.customerEmail,
    },
  });
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://quillpost.test' });
  auth = bearer(await signIn(t.app));
  site = siteCalls(t);
});

describe('a card order agreed at 10 notes for $50', () => {
  let campaignId: string;
  beforeAll(async () => {
    campaignId = await staffOrder('card', {
      totalNotes: 10,
      customTotal: '50.00',
      contactsFileId: await contactsFile(10),
    });
  });

  it('takes no recipients, file or edit through its checkout link', async () => {
    const names = await storedNames(campaignId);
    const batch = await site.batch(campaignId, recipients(500, 'Stranger'));
    expect(batch.statusCode).toBe(409);
    expect(batch.json().message).toBe(STAFF_CAMPAIGN);
    const front = await site.uploadFront(campaignId);
    expect(front.statusCode).toBe(409);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/campaigns/${campaignId}`,
      payload: { message: 'Changed by a stranger.' },
    });
    expect(edit.statusCode).toBe(409);
    expect(await storedNames(campaignId)).toEqual(names);
    expect(await row(campaignId)).toMatchObject({
      totalNotes: 10,
      totalAmountCents: 5000,
      frontDesignFileId: null,
    });
    // The checkout reads it, but offers no way to change it.
    const checkout = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` });
    expect(checkout.json()).toMatchObject({
      totalNotes: 10,
      contactCount: 10,
      totalAmount: '50.00',
      editable: false,
    });
  });

  it('is refused payment while its recipients differ from the 10 agreed, whatever wrote them', async () => {
    // As if some other path had stored 500 recipients: the agreed count and total stay, payment is refused.
    await replaceContacts(t.database.db, campaignId, recipients(500, 'Stranger'));
    expect(await row(campaignId)).toMatchObject({ totalNotes: 10, totalAmountCents: 5000 });
    const refused = await site.openPayment(campaignId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^This campaign is priced for 10 notes but has 500 recipients\./);

    // Staff restore the agreed list: the customer pays $50.00 for 10 notes by the link.
    await replaceContacts(t.database.db, campaignId, recipients(10, 'Patient'));
    const intent = await site.openPayment(campaignId);
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json().amount).toBe('50.00');
    const paid = await payAtCheckout(campaignId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await row(campaignId)).toMatchObject({
      status: 'pending',
      totalNotes: 10,
      totalAmountCents: 5000,
    });
  });
});

describe('an unpaid invoice order staff put in production', () => {
  let campaignId: string;
  let front: string | null;
  let csvBefore: string;
  const productionCsv = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/campaigns/${campaignId}/contacts/csv`,
        headers: auth,
      })
    ).body;

  beforeAll(async () => {
    const design = await upload('/api/upload/campaign-front', [
      { name: 'design', filename: 'front.png', content: FILES.png, contentType: 'image/png' },
    ]);
    expect(design.statusCode, design.body).toBe(200);
    campaignId = await staffOrder('invoice', {
      totalNotes: 3,
      frontDesignFileId: design.json().fileId,
      contactsFileId: await contactsFile(3),
    });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/campaigns/${campaignId}`,
      headers: auth,
      payload: { status: 'processing' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    front = (await row(campaignId)).frontDesignFileId;
    csvBefore = await productionCsv();
  });

  it('keeps its recipients and front design: the swap is refused and the production CSV reads the original', async () => {
    const batch = await site.batch(campaignId, recipients(3, 'Swapped'));
    expect(batch.statusCode).toBe(409);
    expect(batch.json().message).toBe(CAMPAIGN_IN_PRODUCTION);
    const upload = await site.uploadFront(campaignId);
    expect(upload.statusCode).toBe(409);
    expect((await row(campaignId)).frontDesignFileId).toBe(front);
    const csv = await productionCsv();
    expect(csv).toBe(csvBefore);
    expect(csv).not.toContain('Swapped');
  });

  it('is changed by nobody once in production, staff’s own contact service included', async () => {
    await expect(replaceContacts(t.database.db, campaignId, recipients(3, 'Swapped'))).rejects.toMatchObject({
      statusCode: 409,
      message: CAMPAIGN_IN_PRODUCTION,
    });
    expect(await productionCsv()).toBe(csvBefore);
  });

  it('is still paid by its customer through the invoice link, for the agreed total', async () => {
    const checkout = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).not.toContain(order.customerEmail);
    const paid = await payAtCheckout(campaignId);
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` });
    expect(after.json()).toMatchObject({ paid: true, totalNotes: 3 });
  });
});
