// Over 300 lines: a customer's data export and account deletion share one app, its SMTP peer and the account fixtures
// both need.
import { eq, inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountSessions,
  accountSignInLinks,
  accounts,
  campaigns,
  contacts,
  mailQueue,
  orders,
  programSends,
  savedCards,
  savedListContacts,
  savedLists,
  uploadedFiles,
} from '../../src/server/db/schema';
import { TestPaymentProvider } from '../../src/server/features/payments/test-provider';
import { createFileStorage } from '../../src/server/lib/files/file-storage';
import { ACCOUNT_COOKIE } from '../../src/shared/account';
import {
  DELETE_BLOCKED_IN_FLIGHT,
  DELETE_CONFIRM_MISMATCH,
  REDACTED,
  type TAccountExport,
} from '../../src/shared/account-data';
import { ADDRESS_COLUMNS } from '../../src/shared/address-columns';
import { accountIdOf, giveCard, givePaidOrder, giveSavedList } from '../support/account-holdings';
import { signInAs } from '../support/account-session';
import { createTestAppWithMail, TEST_PUBLIC_URL } from '../support/app-with-mail';
import { insertCampaign, reloadCampaign } from '../support/campaign-fixtures';
import { insertProgram } from '../support/program-fixtures';
import type { SmtpPeer } from '../support/smtp';
import type { TestApp } from '../support/test-app';
import { bearer, signIn } from './admin-helpers';

let smtp: SmtpPeer;
let t: TestApp;
beforeAll(async () => ({ t, smtp } = await createTestAppWithMail()));
afterAll(() => smtp.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const remove = (cookie: string, confirm: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: { cookie, origin: TEST_PUBLIC_URL },
    payload: { confirm },
  });
const today = () => new Date().toISOString().slice(0, 10);

/** A signed-in customer with a completed order, a saved list and a card on file. */
async function customerWithEverything(email: string, tag: string) {
  const cookie = await signInAs(t, smtp, email);
  const db = t.database.db;
  const accountId = await accountIdOf(db, email);
  const paid = await givePaidOrder(db, accountId, email, {
    name: `Thank-yous ${tag}`,
    message: `Dear {{name}}, thanks from ${tag}.`,
    templateName: 'Autumn leaves',
    deliveryDate: '2030-06-14',
  });
  const saved = await giveSavedList(db, accountId, `Clients ${tag}`, [
    { name: `Rosa ${tag}`, address1: '12 Oak Lane, Apt 4', customFields: { birthday: '1980-04-02' } },
    { name: '=HYPERLINK("https://evil.example","click")', customFields: { birthday: '+1-555-0100' } },
  ]);
  const card = await giveCard(db, accountId, tag === 'A' ? '4242' : '1881');
  const program = await insertProgram(db, {
    accountId,
    savedListId: saved.list.id,
    startDate: '2030-01-01',
    name: `Birthdays ${tag}`,
  });
  await db.insert(programSends).values({
    programId: program.id,
    contactKey: `key-${tag}`,
    occurrenceKey: '2030-04-02',
    occurrence: '2030-04-02',
    writtenOn: '2030-03-25',
    contactName: `Rosa ${tag}`,
    status: 'skipped',
  });
  return { cookie, accountId, paid, saved, card, program };
}

describe('export', () => {
  let ann: Awaited<ReturnType<typeof customerWithEverything>>;
  let ben: Awaited<ReturnType<typeof customerWithEverything>>;
  beforeAll(async () => {
    ann = await customerWithEverything('ann@export.test', 'A');
    ben = await customerWithEverything('ben@export.test', 'B');
  });

  it('downloads everything the account holds as one JSON attachment', async () => {
    const res = await get('/api/account/export', ann.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`quillpost-account-${today()}.json`);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json<TAccountExport>();
    expect(data.account.email).toBe('ann@export.test');

    expect(data.campaigns).toHaveLength(1);
    const [campaign] = data.campaigns;
    expect(campaign).toMatchObject({
      campaignId: ann.paid.campaign.id,
      reference: `#${ann.paid.campaign.number}`,
      name: 'Thank-yous A',
      message: 'Dear {{name}}, thanks from A.',
      status: 'completed',
      deliveryDate: '2030-06-14',
      design: { templateName: 'Autumn leaves' },
      totalNotes: 2,
    });
    expect(campaign!.contacts.map((c) => c.name)).toEqual(['Customer 1', 'Customer 2']);
    expect(campaign!.payments).toEqual([
      expect.objectContaining({
        orderId: ann.paid.order.id,
        status: 'paid',
        amount: (ann.paid.order.amountCents / 100).toFixed(2),
        refunded: '0.00',
      }),
    ]);
    // Written by the database's triggers when the rows were made.
    expect(campaign!.history.map((h) => `${h.subject}:${h.status}`)).toEqual(
      expect.arrayContaining(['campaign:completed', 'order:paid']),
    );

    expect(data.savedLists).toEqual([
      expect.objectContaining({
        listId: ann.saved.list.id,
        name: 'Clients A',
        columns: ['birthday'],
        contacts: [
          expect.objectContaining({
            name: 'Rosa A',
            address1: '12 Oak Lane, Apt 4',
            customFields: { birthday: '1980-04-02' },
          }),
          expect.objectContaining({ customFields: { birthday: '+1-555-0100' } }),
        ],
      }),
    ]);
    expect(data.programs).toEqual([
      expect.objectContaining({
        programId: ann.program.id,
        name: 'Birthdays A',
        savedListId: ann.saved.list.id,
        dateColumn: 'birthday',
        sends: [
          {
            contactName: 'Rosa A',
            occurrence: '2030-04-02',
            writtenOn: '2030-03-25',
            status: 'skipped',
            reason: null,
          },
        ],
      }),
    ]);
    expect(data.card).toEqual(
      expect.objectContaining({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031 }),
    );
  });

  it('never carries secrets, token hashes or another account’s data', async () => {
    const text = (await get('/api/account/export', ann.cookie)).body;
    const [session] = await t.database.db
      .select({ tokenHash: accountSessions.tokenHash })
      .from(accountSessions)
      .where(eq(accountSessions.accountId, ann.accountId));
    const [link] = await t.database.db
      .select({ tokenHash: accountSignInLinks.tokenHash })
      .from(accountSignInLinks)
      .where(eq(accountSignInLinks.email, 'ann@export.test'));
    for (const secret of [
      session!.tokenHash,
      link!.tokenHash,
      ann.cookie.split('=')[1]!,
      ann.card.providerCustomerId,
      ann.card.providerPaymentMethodId,
    ])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/tokenHash|token_hash|providerCustomerId|clientSecret|secret/i);
    for (const other of ['ben@export.test', 'Clients B', 'Rosa B', 'Thank-yous B', '1881', ben.paid.order.id])
      expect(text).not.toContain(other);
  });

  it('downloads every contact of orders and lists as CSV, with its source and formulas defused', async () => {
    const res = await get('/api/account/export/contacts.csv', ann.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`quillpost-contacts-${today()}.csv`);
    expect(res.body.startsWith('\ufeff')).toBe(true);
    expect(res.body).toContain('\r\n');
    const parsed = Papa.parse<Record<string, string>>(res.body.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(['source', 'source_name', ...ADDRESS_COLUMNS, 'birthday']);
    const rows = parsed.data;
    expect(rows.map((r) => [r.source, r.name])).toEqual([
      ['order', 'Customer 1'],
      ['order', 'Customer 2'],
      ['saved list', 'Rosa A'],
      ['saved list', `'=HYPERLINK("https://evil.example","click")`],
    ]);
    expect(rows[0]!.source_name).toBe(`#${ann.paid.campaign.number} Thank-yous A`);
    expect(rows[2]).toMatchObject({
      source_name: 'Clients A',
      address1: '12 Oak Lane, Apt 4',
      birthday: '1980-04-02',
    });
    expect(rows[3]!.birthday).toBe(`'+1-555-0100`);
    expect(res.body).not.toContain('Rosa B');
  });

  it('downloads the orders as CSV, one row per payment', async () => {
    const res = await get('/api/account/export/orders.csv', ann.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`quillpost-orders-${today()}.csv`);
    const parsed = Papa.parse<Record<string, string>>(res.body.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data).toEqual([
      expect.objectContaining({
        reference: `#${ann.paid.campaign.number}`,
        order_number: String(ann.paid.order.number),
        campaign: 'Thank-yous A',
        campaign_status: 'completed',
        payment_status: 'paid',
        notes: '2',
        amount: (ann.paid.order.amountCents / 100).toFixed(2),
        refunded: '0.00',
        delivery_date: '2030-06-14',
      }),
    ]);
  });
});

describe('delete', () => {
  it('needs the account’s own address typed, and deletes nothing otherwise', async () => {
    const { cookie, accountId } = await customerWithEverything('cara@delete.test', 'C');
    const res = await remove(cookie, 'someone-else@delete.test');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: DELETE_CONFIRM_MISMATCH });
    expect((await remove(cookie, '')).statusCode).toBe(400);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account).toBeDefined();
    expect((await get('/api/account/me', cookie)).statusCode).toBe(200);
  });

  it('is refused while an order is in review or in production, and allowed once it is mailed', async () => {
    const db = t.database.db;
    const cookie = await signInAs(t, smtp, 'dan@delete.test');
    const accountId = await accountIdOf(db, 'dan@delete.test');
    const { campaign } = await givePaidOrder(db, accountId, 'dan@delete.test', { status: 'processing' });

    const busy = await remove(cookie, 'dan@delete.test');
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ message: DELETE_BLOCKED_IN_FLIGHT });

    await db.update(campaigns).set({ status: 'pending' }).where(eq(campaigns.id, campaign.id));
    expect((await remove(cookie, 'dan@delete.test')).statusCode).toBe(409);
    expect((await get('/api/account/me', cookie)).statusCode).toBe(200);
    expect((await reloadCampaign(db, campaign.id)).name).not.toBe(REDACTED);

    await db.update(campaigns).set({ status: 'completed' }).where(eq(campaigns.id, campaign.id));
    expect((await remove(cookie, ' Dan@Delete.test ')).statusCode).toBe(204);
  });

  it('counts an order paid with the address since the last sign-in as the account’s', async () => {
    const db = t.database.db;
    const cookie = await signInAs(t, smtp, 'fay@delete.test');
    const guestCampaign = await insertCampaign(db, { notes: 1, status: 'pending' });
    await db.insert(orders).values({
      campaignId: guestCampaign.id,
      customerEmail: 'Fay@Delete.test',
      amountCents: guestCampaign.totalAmountCents,
      status: 'paid',
      paidAt: new Date(),
    });
    expect((await remove(cookie, 'fay@delete.test')).statusCode).toBe(409);
  });

  it('removes lists, card, sessions and mail; keeps orders with personal data redacted; leaves others alone', async () => {
    const db = t.database.db;
    const forget = vi.spyOn(TestPaymentProvider.prototype, 'forgetCard');
    const eve = await customerWithEverything('eve@delete.test', 'E');
    const gil = await customerWithEverything('gil@delete.test', 'G');
    const secondSession = await signInAs(t, smtp, 'eve@delete.test');
    const draft = await insertCampaign(db, { notes: 3, status: 'draft', accountId: eve.accountId });
    // The uploaded list and a design of each campaign: the list (addresses) and the unpaid draft's files go.
    const storage = createFileStorage(t.config);
    const file = (campaignId: string, originalName: string) =>
      storage.save(db, {
        kind: 'upload',
        originalName,
        mimeType: 'text/plain',
        bytes: Buffer.from(originalName),
        campaignId,
      });
    const listFile = await file(eve.paid.campaign.id, 'eve-clients.csv');
    const soldArt = await file(eve.paid.campaign.id, 'eve-front.png');
    const draftArt = await file(draft.id, 'eve-draft-front.png');
    await db
      .update(campaigns)
      .set({ contactsFileId: listFile.id, frontDesignFileId: soldArt.id })
      .where(eq(campaigns.id, eve.paid.campaign.id));
    await db.update(campaigns).set({ frontDesignFileId: draftArt.id }).where(eq(campaigns.id, draft.id));
    const gilBefore = (await get('/api/account/export', gil.cookie)).json<TAccountExport>();
    expect(await db.select().from(mailQueue).where(eq(mailQueue.toAddress, 'eve@delete.test'))).not.toEqual(
      [],
    );

    const res = await remove(eve.cookie, 'eve@delete.test');
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === ACCOUNT_COOKIE);
    expect(cleared?.value).toBe('');

    // Signed out everywhere, and nothing of the account is left.
    expect((await get('/api/account/me', eve.cookie)).statusCode).toBe(401);
    expect((await get('/api/account/me', secondSession)).statusCode).toBe(401);
    expect(await db.select().from(accounts).where(eq(accounts.id, eve.accountId))).toEqual([]);
    expect(
      await db.select().from(accountSessions).where(eq(accountSessions.accountId, eve.accountId)),
    ).toEqual([]);
    expect(
      await db.select().from(accountSignInLinks).where(eq(accountSignInLinks.email, 'eve@delete.test')),
    ).toEqual([]);
    expect(await db.select().from(savedLists).where(eq(savedLists.accountId, eve.accountId))).toEqual([]);
    expect(
      await db
        .select()
        .from(savedListContacts)
        .where(
          inArray(
            savedListContacts.id,
            eve.saved.contacts.map((c) => c.id),
          ),
        ),
    ).toEqual([]);
    expect(await db.select().from(savedCards).where(eq(savedCards.accountId, eve.accountId))).toEqual([]);
    expect(forget).toHaveBeenCalledWith(
      expect.objectContaining({ paymentMethodId: eve.card.providerPaymentMethodId }),
    );
    expect(await db.select().from(mailQueue).where(eq(mailQueue.toAddress, 'eve@delete.test'))).toEqual([]);

    // The order stays for the books, without the customer in it.
    const [order] = await db.select().from(orders).where(eq(orders.id, eve.paid.order.id));
    expect(order).toMatchObject({
      customerEmail: REDACTED,
      amountCents: eve.paid.order.amountCents,
      status: 'paid',
    });
    const kept = await reloadCampaign(db, eve.paid.campaign.id);
    expect(kept).toMatchObject({
      name: REDACTED,
      message: REDACTED,
      customerEmail: REDACTED,
      accountId: null,
      status: 'completed',
      totalNotes: 2,
      totalAmountCents: eve.paid.campaign.totalAmountCents,
    });
    expect(await db.select().from(contacts).where(eq(contacts.campaignId, kept.id))).toEqual([]);
    // The unpaid draft can no longer be paid, and its contacts are gone too.
    expect(await reloadCampaign(db, draft.id)).toMatchObject({ status: 'cancelled', message: REDACTED });
    expect(await db.select().from(contacts).where(eq(contacts.campaignId, draft.id))).toEqual([]);

    const filesLeft = await db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(inArray(uploadedFiles.id, [listFile.id, soldArt.id, draftArt.id]));
    expect(filesLeft).toEqual([{ id: soldArt.id }]);
    expect(kept.contactsFileId).toBeNull();
    await expect(storage.read(listFile)).rejects.toThrow();
    expect((await storage.read(soldArt)).toString()).toBe('eve-front.png');

    // Staff may still act on the order; no e-mail goes to the marker.
    const staff = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/campaigns/${kept.id}`,
      headers: bearer(await signIn(t.app)),
      payload: { status: 'processing', reason: 'A note was smudged and is being rewritten.' },
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(await db.select().from(mailQueue).where(eq(mailQueue.toAddress, REDACTED))).toEqual([]);

    // The other customer is untouched.
    const gilAfter = (await get('/api/account/export', gil.cookie)).json<TAccountExport>();
    expect({ ...gilAfter, exportedAt: '' }).toEqual({ ...gilBefore, exportedAt: '' });
    expect(gilAfter.card?.last4).toBe('1881');
    forget.mockRestore();
  });

  it('is refused from another website', async () => {
    const { cookie } = await customerWithEverything('hal@delete.test', 'H');
    const forged = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { confirm: 'hal@delete.test' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await get('/api/account/me', cookie)).statusCode).toBe(200);
  });
});
