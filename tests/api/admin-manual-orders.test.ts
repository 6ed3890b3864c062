import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, uploadedFiles } from '../../src/server/db/schema';
import type { TAdminCampaignPage } from '../../src/shared/admin-campaigns';
import type { TAdminOrderPage } from '../../src/shared/admin-orders';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, FILES, type FormPart, multipart, signIn } from './admin-helpers';

const PUBLIC_URL = 'https://quillpost.test';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let auth: Record<string, string>;

const base = {
  customerEmail: 'dana@whitfieldmotors.com',
  campaignName: 'Spring service reminders',
  message: 'Hi {{first_name}}, your car is due for its spring service.',
  handwritingStyle: 'premium-ultra',
  stationeryType: 'postcard',
  deliveryDate: '2026-12-01',
  invoiceNotes: 'Net 15. PO 4471.',
};

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth, payload });
const invoice = (payload: object) => post('/api/admin/create-invoice-order', { ...base, ...payload });
const cardOrder = (payload: object) => post('/api/admin/create-card-order', { ...base, ...payload });
const upload = (url: string, parts: FormPart[]) =>
  t.app.inject({ method: 'POST', url, ...multipart(parts, auth) });
const adminCampaign = async (id: string) =>
  (
    (
      await t.app.inject({ method: 'GET', url: '/api/admin/campaigns', headers: auth })
    ).json() as TAdminCampaignPage
  ).items.find((c) => c.id === id)!;
const adminOrders = async () =>
  ((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: auth })).json() as TAdminOrderPage)
    .items;

const CSV = [
  'name,address,address2,city,state,zipcode,company',
  '"Doe, Jane",12 Elm St,Apt 4,Boston,MA,2134,Acme',
  'Bob Stone,9 Oak Ave,,Austin,TX,73301,',
  'Ann Lee,3 Pine Rd,,Reno,NV,89501,',
  'No Address,,,Reno,NV,89501,',
].join('\r\n');

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
  auth = bearer(await signIn(t.app));
});
afterAll(() => smtp.close());

describe('admin price table at every tier boundary', () => {
  it.each([
    [1, '4.99'],
    [49, '4.99'],
    [50, '4.49'],
    [99, '4.49'],
    [100, '3.99'],
    [249, '3.99'],
    [250, '3.49'],
    [499, '3.49'],
    [500, '2.99'],
    [5000, '2.99'],
  ])('%i notes cost %s each', async (notes, perNote) => {
    const res = await cardOrder({ totalNotes: notes, pricePerNote: '0.01', totalAmount: '0.01' });
    expect(res.statusCode, res.body).toBe(200);
    const expected = ((Math.round(Number(perNote) * 100) * notes) / 100).toFixed(2);
    expect(res.json().totalAmount).toBe(expected);
    const campaign = await adminCampaign(res.json().campaignId);
    expect(campaign).toMatchObject({ totalNotes: notes, pricePerNote: perNote, totalAmount: expected });
  });

  it('defaults to 25 notes', async () => {
    const res = await cardOrder({});
    expect(res.json().totalAmount).toBe('124.75');
  });
});

describe('validation', () => {
  it.each([
    [{ customerEmail: '' }, 'Please fill in all required fields'],
    [{ campaignName: '  ' }, 'Please fill in all required fields'],
    [{ message: undefined }, 'Please fill in all required fields'],
    [{ customerEmail: 'dana-at-example' }, 'Please enter a valid customer email address'],
    [{ customTotal: '0' }, 'Please enter a valid custom price greater than 0'],
    [{ customTotal: '-5.00' }, 'Please enter a valid custom price greater than 0'],
    [{ customTotal: 'free' }, 'Please enter a valid custom price greater than 0'],
    [{ totalNotes: 0 }, 'Number of notes must be a whole number between 1 and 100000.'],
  ])('refuses %j', async (change, message) => {
    const res = await invoice(change);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('uses a custom total instead of the table', async () => {
    const res = await invoice({ totalNotes: 100, customTotal: '250.00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalAmount).toBe('250.00');
    const campaign = await adminCampaign(res.json().campaignId);
    expect(campaign).toMatchObject({ customTotal: '250.00', totalAmount: '250.00', pricePerNote: '2.50' });
  });
});

describe('uploads for manual orders', () => {
  it.each([
    ['a PNG', 'front.png', FILES.png, 'image/png'],
    ['a JPEG', 'front.jpeg', FILES.jpg, 'image/jpeg'],
    ['a PDF', 'front.pdf', FILES.pdf, 'application/pdf'],
    ['an Illustrator file', 'front.ai', FILES.aiPdf, 'application/postscript'],
    ['a Photoshop file', 'front.psd', FILES.psd, 'image/vnd.adobe.photoshop'],
  ])('accepts %s as a design', async (_what, filename, content, mime) => {
    const res = await upload('/api/upload/campaign-front', [{ name: 'design', filename, content }]);
    expect(res.statusCode, res.body).toBe(200);
    const { url, fileId } = res.json();
    expect(url).toBe(`/api/admin/files/${fileId}`);
    const [row] = await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, fileId));
    expect(row).toMatchObject({ mimeType: mime, isPublic: false });
  });

  it('refuses a design that is not one of those by its bytes, whatever its name', async () => {
    for (const [filename, content] of [
      ['front.png', FILES.text],
      ['front.ai', FILES.png.subarray(0, 4)],
      ['front.zip', FILES.zip],
      ['front.svg', FILES.svgEvil],
    ] as const) {
      const res = await upload('/api/upload/campaign-back', [{ name: 'design', filename, content }]);
      expect(res.statusCode, filename).toBe(415);
      expect(res.json().message).toBe('Design files must be jpg, jpeg, png, pdf, ai, psd.');
    }
  });

  it('limits designs to 10 MB', async () => {
    const big = Buffer.concat([FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload('/api/upload/campaign-front', [
      { name: 'design', filename: 'big.pdf', content: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The front design is too large. The limit is 10 MB.');
  });

  it('parses a contacts CSV with the shared rules', async () => {
    const res = await upload('/api/upload/contacts', [
      { name: 'csv', filename: 'crm.csv', content: `\ufeff${CSV}` },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.contactCount).toBe(3);
    expect(body.errors).toEqual(['Row 5: Address is required']);
    expect(body.warnings[0]).toMatch(/^Row 2: Zip code "2134" was padded to "02134"/);
  });

  it.each([
    ['list.txt', CSV, 400, 'Please upload a CSV file.'],
    [
      'empty.csv',
      'name,address,city,state,zipcode\r\n',
      400,
      'CSV file must contain at least a header row and one data row',
    ],
    ['cols.csv', 'name,city\r\nJo,Reno\r\n', 400, 'Missing required columns: address, state, zipcode'],
    [
      'big.csv',
      `name,address,city,state,zipcode\r\n${'x'.repeat(5 * 1024 * 1024)}`,
      413,
      'The CSV file is too large. The limit is 5 MB.',
    ],
  ])('refuses %s', async (filename, content, status, message) => {
    const res = await upload('/api/upload/contacts', [{ name: 'csv', filename, content }]);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });
});

describe('invoice order', () => {
  let result: {
    orderId: string;
    orderNumber: number;
    campaignId: string;
    checkoutUrl: string;
    totalAmount: string;
  };
  let frontFileId: string;

  it('creates a pending campaign with its files and contacts, and a pending invoice order', async () => {
    frontFileId = (
      await upload('/api/upload/campaign-front', [
        { name: 'design', filename: 'front.ai', content: FILES.aiPdf },
      ])
    ).json().fileId;
    const contactsFileId = (
      await upload('/api/upload/contacts', [{ name: 'csv', filename: 'crm.csv', content: CSV }])
    ).json().fileId;
    const res = await invoice({ totalNotes: 25, frontDesignFileId: frontFileId, contactsFileId });
    expect(res.statusCode, res.body).toBe(200);
    result = res.json();
    expect(result.checkoutUrl).toBe(`${PUBLIC_URL}/checkout/${result.campaignId}`);
    expect(result.totalAmount).toBe('14.97'); // the 3 contacts of the CSV at 4.99, not the typed 25

    const campaign = await adminCampaign(result.campaignId);
    expect(campaign).toMatchObject({
      status: 'pending',
      source: 'admin',
      handwritingStyle: 'premium',
      totalNotes: 3,
      contactCount: 3,
      customerEmail: base.customerEmail,
      invoiceNotes: base.invoiceNotes,
      deliveryDate: '2026-12-01',
      designSource: 'upload',
    });
    expect(campaign.files.frontDesign?.id).toBe(frontFileId);
    expect(campaign.files.contactsCsv?.id).toBe(contactsFileId);

    const order = (await adminOrders()).find((o) => o.id === result.orderId)!;
    expect(order).toMatchObject({
      number: result.orderNumber,
      campaignId: result.campaignId,
      customerEmail: base.customerEmail,
      status: 'pending',
      paymentMethod: 'invoice',
      amount: '14.97',
    });

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/campaigns/${result.campaignId}/contacts/csv`,
      headers: auth,
    });
    const rows = Papa.parse<string[]>(csv.body.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
    expect(rows.slice(1)).toEqual([
      ['Doe, Jane', '12 Elm St', 'Apt 4', 'Boston', 'MA', '02134'],
      ['Bob Stone', '9 Oak Ave', '', 'Austin', 'TX', '73301'],
      ['Ann Lee', '3 Pine Rd', '', 'Reno', 'NV', '89501'],
    ]);
  });

  it('will not reuse an upload that already belongs to a campaign', async () => {
    const res = await invoice({ frontDesignFileId: frontFileId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Upload the front design again.');
  });

  it('e-mails the customer the invoice with a working payment link', async () => {
    const mail = await smtp.waitFor((m) => m.subject.includes(`#${result.orderNumber}`));
    expect(mail.to).toEqual([base.customerEmail]);
    expect(mail.subject).toBe(`Your Quillpost invoice #${result.orderNumber}: Spring service reminders`);
    expect(mail.text).toContain('$14.97');
    expect(mail.text).toContain('Net 15. PO 4471.');
    const link = /https?:\/\/\S+\/checkout\/\S+/.exec(mail.text)?.[0];
    expect(link).toBe(result.checkoutUrl);

    // The checkout page at that link loads the campaign and can take the payment.
    const campaignId = new URL(link!).pathname.split('/').at(-1);
    const page = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ totalAmount: '14.97', paid: false });
  });

  it('invoice order then payment through the link gives one paid order', async () => {
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { campaignId: result.campaignId },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const { paymentIntentId, clientSecret, amount } = intent.json();
    expect(amount).toBe('14.97');
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: {
        paymentIntentId,
        clientSecret,
        receiptEmail: base.customerEmail,
        card: {
          number: '4242 4242 4242 4242',
          expMonth: 12,
          expYear: new Date().getFullYear() + 2,
          cvc: '123',
        },
      },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { campaignId: result.campaignId, paymentIntentId, customerEmail: base.customerEmail },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().id).toBe(result.orderId);

    const rows = await t.database.db.select().from(orders).where(eq(orders.campaignId, result.campaignId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: result.orderId,
      status: 'paid',
      paymentMethod: 'invoice',
      paymentIntentId,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: auth })).json().totalRevenue,
    ).toBe('14.97');
  });
});

describe('card order', () => {
  it('creates a draft campaign to pay at the checkout link, and no order yet', async () => {
    const before = (await adminOrders()).length;
    const res = await cardOrder({ totalNotes: 60 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.checkoutUrl).toBe(`${PUBLIC_URL}/checkout/${body.campaignId}`);
    expect(body.totalAmount).toBe('269.40');
    expect((await adminCampaign(body.campaignId)).status).toBe('draft');
    expect((await adminOrders()).length).toBe(before);
  });
});
