// Over 300 lines: manual orders (price table, validation, uploads, invoice and card orders, fulfilment) share one
// app, its uploads and one staff session.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, orders, uploadedFiles } from '../../src/server/db/schema';
import { CSV_MESSAGES } from '../../src/shared/contacts-csv';
import { listAdminCampaigns } from '../../src/shared/contracts/admin-campaigns/list-admin-campaigns';
import { listAdminOrders } from '../../src/shared/contracts/admin-orders/list-admin-orders';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { createInvoiceOrder } from '../../src/shared/contracts/manual-orders/create-invoice-order';
import { uploadOrderContacts } from '../../src/shared/contracts/manual-orders/upload-order-contacts';
import { uploadOrderFrontDesign } from '../../src/shared/contracts/manual-orders/upload-order-design';
import { MANUAL_ORDER_MESSAGES, type TInvoiceOrderResponse } from '../../src/shared/manual-order';
import { orderReference } from '../../src/shared/order-reference';
import { generateContactsCsv } from '../fixtures/generate-contacts';
import { callApi } from '../support/call-api';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  bearer,
  FILES,
  type FormPart,
  insertCampaign,
  insertContacts,
  multipart,
  signIn,
} from './admin-helpers';

const PUBLIC_URL = 'https://quillpost.test';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let token: string;
let auth: Record<string, string>;

const base = {
  customerEmail: 'dana@whitfieldmotors.com',
  campaignName: 'Spring service reminders',
  message: 'Hi {{first_name}}, your car is due for its spring service.',
  handwritingStyle: 'premium-ultra',
  stationeryType: 'postcard',
  deliveryDate: '2026-12-01',
  invoiceNotes: 'Net 15. PO 4471.',
  // Passes the schema; orders that must succeed name a real upload (contactsFile).
  contactsFileId: randomUUID(),
};

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth, payload });
const invoice = (payload: object) => post('/api/admin/create-invoice-order', { ...base, ...payload });
const cardOrder = (payload: object) => post('/api/admin/create-card-order', { ...base, ...payload });
const upload = (url: string, parts: FormPart[]) =>
  t.app.inject({ method: 'POST', url, ...multipart(parts, auth) });
const adminCampaign = async (id: string) =>
  (await callApi(t, listAdminCampaigns, {}, { as: { bearer: token } })).items.find((c) => c.id === id)!;
const adminOrders = async () => (await callApi(t, listAdminOrders, {}, { as: { bearer: token } })).items;
/** Uploads a front design and returns its file id. */
const frontDesign = async (filename: string, content: Buffer) =>
  uploadOrderFrontDesign.response.parse(
    (await upload('/api/upload/campaign-front', [{ name: 'design', filename, content }])).json(),
  ).fileId;

/** Uploads a contacts CSV (by default `rows` generated valid recipients) and returns its file id. */
const contactsFile = async (rows: number, content = generateContactsCsv(rows)) => {
  const res = await upload('/api/upload/contacts', [{ name: 'csv', filename: 'list.csv', content }]);
  if (res.statusCode !== 200) throw new Error(res.body);
  return uploadOrderContacts.response.parse(res.json()).fileId;
};
const countCampaigns = async () => (await t.database.db.select({ id: campaigns.id }).from(campaigns)).length;

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
  token = await signIn(t.app);
  auth = bearer(token);
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
  ])('%i notes cost %s each', async (notes, perNote) => {
    const res = await cardOrder({
      totalNotes: notes,
      contactsFileId: await contactsFile(notes),
      pricePerNote: '0.01',
      totalAmount: '0.01',
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = ((Math.round(Number(perNote) * 100) * notes) / 100).toFixed(2);
    expect(res.json().totalAmount).toBe(expected);
    const campaign = await adminCampaign(res.json().campaignId);
    expect(campaign).toMatchObject({ totalNotes: notes, pricePerNote: perNote, totalAmount: expected });
  });

  it('defaults to 25 notes', async () => {
    const res = await cardOrder({ contactsFileId: await contactsFile(25) });
    expect(res.statusCode, res.body).toBe(200);
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
    [{ totalNotes: 0 }, 'Number of notes must be a whole number between 1 and 5,000.'],
    [{ totalNotes: 5001 }, 'Number of notes must be a whole number between 1 and 5,000.'],
    [{ contactsFileId: undefined }, MANUAL_ORDER_MESSAGES.contactsRequired],
  ])('refuses %j', async (change, message) => {
    const res = await invoice(change);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('uses a custom total instead of the table', async () => {
    const res = await invoice({
      totalNotes: 100,
      customTotal: '250.00',
      contactsFileId: await contactsFile(100),
    });
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
    expect(body).toMatchObject({
      contactCount: 3,
      rowCount: 4,
      skippedRows: 1,
      duplicateRows: 0,
      summary: '3 of 4 rows are ready to mail; 1 skipped.',
    });
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
    ['5001.csv', generateContactsCsv(5001), 400, CSV_MESSAGES.tooMany(5001)],
  ])('refuses %s', async (filename, content, status, message) => {
    const res = await upload('/api/upload/contacts', [{ name: 'csv', filename, content }]);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });
});

describe('invoice order', () => {
  let result: TInvoiceOrderResponse;
  let frontFileId: string;

  it('creates a pending campaign with its files and contacts, and a pending invoice order', async () => {
    frontFileId = await frontDesign('front.ai', FILES.aiPdf);
    const contactsFileId = await contactsFile(0, CSV);
    const res = await invoice({ totalNotes: 3, frontDesignFileId: frontFileId, contactsFileId });
    expect(res.statusCode, res.body).toBe(200);
    result = createInvoiceOrder.response.parse(res.json());
    expect(result.checkoutUrl).toBe(`${PUBLIC_URL}/checkout/${result.campaignId}`);
    expect(result.totalAmount).toBe('14.97'); // the 3 contacts of the CSV at 4.99

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
    const res = await invoice({ frontDesignFileId: frontFileId, contactsFileId: await contactsFile(25) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Upload the front design again.');
  });

  it('e-mails the customer the invoice with a working payment link', async () => {
    const mail = await smtp.waitFor((m) =>
      m.subject.startsWith(`Your Quillpost invoice ${result.reference}:`),
    );
    expect(mail.to).toEqual([base.customerEmail]);
    expect(mail.subject).toBe(`Your Quillpost invoice ${result.reference}: Spring service reminders`);
    expect(mail.text).toContain(`Order:            ${result.reference}`);
    expect(mail.text).toContain('$14.97');
    expect(mail.text).toContain('Net 15. PO 4471.');
    const link = /https?:\/\/\S+\/checkout\/\S+/.exec(mail.text)?.[0];
    expect(link).toBe(result.checkoutUrl);
    // Both parts, with the date and the money written for people, never as ISO or bare decimals.
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Tuesday, December 1, 2026');
      expect(part).not.toContain('2026-12-01');
      expect(part).toContain('$4.99');
      expect(part).toContain('Net 15. PO 4471.');
    }
    expect(mail.html).toContain(`href="${result.checkoutUrl}"`);
    expect(mail.html).toContain('Pay securely by card');

    // The checkout page at that link loads the campaign and can take the payment.
    const campaignId = new URL(link!).pathname.split('/').at(-1);
    const page = await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ totalAmount: '14.97', paid: false });
    // The checkout shows the campaign's number as the order reference: the one in the e-mail.
    expect(orderReference(page.json().number)).toBe(result.reference);
    expect(result.reference).not.toBe(`#${result.orderNumber}`);
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
    expect(placed.json().reference).toBe(result.reference);
    const confirmation = await smtp.waitFor((m) => m.subject.includes('is confirmed'));
    expect(confirmation.subject).toBe(`Your Quillpost order ${result.reference} is confirmed`);
    expect(confirmation.text).toContain(`Order number:     ${result.reference}`);
    expect(confirmation.text).toContain('Notes:            3');

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
    const res = await cardOrder({ totalNotes: 60, contactsFileId: await contactsFile(60) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.checkoutUrl).toBe(`${PUBLIC_URL}/checkout/${body.campaignId}`);
    expect(body.totalAmount).toBe('269.40');
    expect((await adminCampaign(body.campaignId)).status).toBe('draft');
    expect((await adminOrders()).length).toBe(before);
  });
});

describe('orders that can be fulfilled', () => {
  const pay = async (campaignId: string) =>
    t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { campaignId } });

  it('refuses an order without a contacts file, on both paths, and creates nothing', async () => {
    const before = await countCampaigns();
    for (const send of [invoice, cardOrder]) {
      const res = await send({ totalNotes: 120, contactsFileId: undefined });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MANUAL_ORDER_MESSAGES.contactsRequired);
    }
    expect(await countCampaigns()).toBe(before);
  });

  it('refuses a typed note count that differs from the valid rows, never replacing it', async () => {
    const before = await countCampaigns();
    const contactsFileId = await contactsFile(0, CSV); // 3 valid rows of 4
    for (const send of [invoice, cardOrder]) {
      const res = await send({ totalNotes: 120, customTotal: '450.00', contactsFileId });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MANUAL_ORDER_MESSAGES.noteCountMismatch(120, 3));
      expect(res.json().message).toBe(
        'The order says 120 notes but the contacts CSV has 3 valid recipients. Set the number of notes to 3, or fix the file and upload it again.',
      );
    }
    expect(await countCampaigns()).toBe(before);
    // Nothing was used up: the same file makes the order once the count is confirmed.
    const ok = await cardOrder({ totalNotes: 3, customTotal: '450.00', contactsFileId });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await adminCampaign(ok.json().campaignId)).toMatchObject({
      totalNotes: 3,
      contactCount: 3,
      totalAmount: '450.00',
    });
  });

  it('keeps the chosen template and variant, and refuses them beside an uploaded front design', async () => {
    const templates = await callApi(t, listTemplates, {});
    const template = templates.find((x) => x.colorVariants.length > 0)!;
    const variant = template.colorVariants[0]!.name;

    const kept = await cardOrder({
      totalNotes: 2,
      templateId: template.id,
      selectedVariantId: variant,
      contactsFileId: await contactsFile(2),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await adminCampaign(kept.json().campaignId)).toMatchObject({
      designSource: 'template',
      templateId: template.id,
      templateName: template.name,
      selectedVariantId: variant,
    });

    const front = await frontDesign('f.png', FILES.png);
    const before = await countCampaigns();
    const both = await invoice({
      totalNotes: 2,
      templateId: template.id,
      selectedVariantId: variant,
      frontDesignFileId: front,
      contactsFileId: await contactsFile(2),
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(MANUAL_ORDER_MESSAGES.templateAndFront);
    expect(await countCampaigns()).toBe(before);
  });

  it('a card order is paid for its recipients, and its confirmation names them and the same reference', async () => {
    const created = await cardOrder({ totalNotes: 4, contactsFileId: await contactsFile(4) });
    expect(created.statusCode, created.body).toBe(200);
    const { campaignId, reference, totalAmount } = created.json();
    expect(totalAmount).toBe('19.96');
    const checkout = (await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` })).json();
    expect(orderReference(checkout.number)).toBe(reference);
    expect(checkout).toMatchObject({ totalNotes: 4, contactCount: 4 });

    const intent = await pay(campaignId);
    expect(intent.statusCode, intent.body).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: {
        paymentIntentId,
        clientSecret,
        receiptEmail: 'card@example.com',
        card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const mail = await smtp.waitFor((m) => m.subject === `Your Quillpost order ${reference} is confirmed`);
    expect(mail.text).toContain('Notes:            4');
    const order = (await adminOrders()).find((o) => o.campaignId === campaignId)!;
    expect(order).toMatchObject({ status: 'paid', totalNotes: 4, reference });
  });

  it('no campaign is paid without recipients, or with more notes than recipients', async () => {
    const db = t.database.db;
    const empty = await insertCampaign(db, {
      source: 'admin',
      status: 'draft',
      totalNotes: 120,
      totalAmountCents: 45000,
    });
    const res = await pay(empty.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This campaign has no contacts yet. Upload your contact list before paying.',
    );

    const short = await insertCampaign(db, {
      source: 'admin',
      status: 'draft',
      totalNotes: 120,
      totalAmountCents: 45000,
    });
    await insertContacts(db, short.id, [{ name: 'Ann Lee' }, { name: 'Bob Stone' }]);
    const mismatch = await pay(short.id);
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().message).toMatch(/^This campaign is priced for 120 notes but has 2 recipients\./);
  });
});
