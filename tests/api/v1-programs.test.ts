// Over 300 lines: programs through /v1 (create, read, change, pause, errors) on one app, one key and one saved list.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, designTemplates, programRuns, programs, webhookEvents } from '../../src/server/db/schema';
import type { CardChargeRequest } from '../../src/server/features/payments/card-on-file';
import { TestPaymentProvider } from '../../src/server/features/payments/test-provider';
import { runSchedulerPass } from '../../src/server/features/programs/scheduler-pass';
import { listPrograms } from '../../src/shared/contracts/account-programs/list-programs';
import { listAdminPrograms } from '../../src/shared/contracts/admin-programs/list-admin-programs';
import { v1CreateProgram } from '../../src/shared/contracts/v1/create-program';
import { v1ListOrders } from '../../src/shared/contracts/v1/list-orders';
import { v1ListPrograms } from '../../src/shared/contracts/v1/list-programs';
import { v1ListSavedLists } from '../../src/shared/contracts/v1/list-saved-lists';
import { addCalendarDays, todayIn } from '../../src/shared/delivery-date';
import { PROGRAM_MESSAGES } from '../../src/shared/programs/program-schemas';
import { giveCard, giveSavedList } from '../support/account-holdings';
import { callApi } from '../support/call-api';
import { ordersOf } from '../support/campaign-fixtures';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { expectV1Error, SITE_ORIGIN, type V1Customer, v1Call, v1Customer } from '../support/v1-client';
import { signIn } from './admin-helpers';

/**
 * /v1 programs and reading /v1 lists (issue 14 §2): the account's program service under snake_case
 * names, in the key's mode. Test programs are seen by test keys only, need no card, and their days make test
 * campaigns that are paid without any charge.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let alice: V1Customer;
let bob: V1Customer;
let templateId: number;
let aliceListId: string;
let aliceOtherListId: string;
let bobListId: string;

type Method = 'GET' | 'POST' | 'DELETE';
const v1 = (key: string, method: Method, url: string, payload?: object) =>
  v1Call(t, key, method, url, payload);
const db = () => t.database.db;

/** A birthday typed as people type it, `days` from today (UTC), born in 1980. */
function birthdayIn(days: number): string {
  const [, m, d] = addCalendarDays(todayIn('UTC'), days).split('-').map(Number);
  return `${m}/${d}/1980`;
}

const programBody = (listId: string, over: object = {}) => ({
  name: 'Client birthdays',
  list_id: listId,
  date_column: 'birthday',
  template_id: templateId,
  message: 'Happy birthday, {{first_name}}!',
  time_zone: 'UTC',
  ...over,
});

async function createProgram(key: string, body: object) {
  const res = await v1(key, 'POST', '/v1/programs', body);
  expect(res.statusCode, res.body).toBe(201);
  return v1CreateProgram.response.parse(res.json());
}

const idsOf = (page: { data: Array<{ id: string }> }) => page.data.map((p) => p.id);
/** The ids of the first page of `contract`'s /v1 list, as `key` sees it. */
const listed = async (
  key: string,
  contract: typeof v1ListSavedLists | typeof v1ListPrograms | typeof v1ListOrders,
) => idsOf(await callApi(t, contract, {}, { as: { bearer: key } }));

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  const [template] = await db().select().from(designTemplates).limit(1);
  templateId = template!.id;
  alice = await v1Customer(t, smtp, 'alice@v1-programs.test');
  bob = await v1Customer(t, smtp, 'bob@v1-programs.test');
  // Alice pays live programs with her card; Bob has none.
  await giveCard(db(), alice.accountId, '4242');
  ({
    list: { id: aliceListId },
  } = await giveSavedList(db(), alice.accountId, 'Clients', [
    { name: 'Maria Lopez', customFields: { birthday: birthdayIn(20), note: 'VIP' } },
    { name: 'Tom Reed', customFields: { birthday: 'Marhc 5', note: 'x' } },
    { name: 'Sam Ode', customFields: { birthday: birthdayIn(40), renewal_date: '' } },
  ]));
  ({
    list: { id: aliceOtherListId },
  } = await giveSavedList(db(), alice.accountId, 'Renewals', [
    { name: 'Ann Lee', customFields: { renewal_date: 'March 14' } },
  ]));
  ({
    list: { id: bobListId },
  } = await giveSavedList(db(), bob.accountId, 'Bob clients', [
    { name: 'Ben Ode', customFields: { birthday: 'March 14' } },
  ]));
});
afterAll(() => smtp.close());

describe('GET /v1/lists', () => {
  it("lists the account's saved lists, the same for test and live keys, with the columns a program can use", async () => {
    const test = await v1(alice.test, 'GET', '/v1/lists');
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toEqual({
      object: 'list',
      data: [
        expect.objectContaining({ id: aliceOtherListId, name: 'Renewals', recipients: 1 }),
        {
          object: 'saved_list',
          id: aliceListId,
          livemode: true,
          name: 'Clients',
          recipients: 3,
          columns: ['birthday', 'note', 'renewal_date'],
          // 'note' holds no date and 'renewal_date' only an empty cell: not columns a program can be driven by.
          date_columns: ['birthday'],
          metadata: {},
          created: expect.any(String),
          updated: expect.any(String),
        },
      ],
      has_more: false,
    });
    expect((await v1(alice.live, 'GET', '/v1/lists')).json()).toEqual(test.json());

    const one = await v1(alice.live, 'GET', `/v1/lists/${aliceListId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(test.json().data[1]);
  });

  it('pages by cursor', async () => {
    const first = await v1(alice.test, 'GET', '/v1/lists?limit=1');
    expect(first.json()).toMatchObject({ data: [{ id: aliceOtherListId }], has_more: true });
    const next = await v1(alice.test, 'GET', `/v1/lists?limit=1&starting_after=${aliceOtherListId}`);
    expect(next.json()).toMatchObject({ data: [{ id: aliceListId }], has_more: false });
    const err = expectV1Error(
      await v1(alice.test, 'GET', `/v1/lists?starting_after=${bobListId}`),
      400,
      'invalid_request_error',
    );
    expect(err.param).toBe('starting_after');
  });

  it("never shows another account's lists", async () => {
    expect(await listed(bob.test, v1ListSavedLists)).toEqual([bobListId]);
    for (const id of [aliceListId, 'not-a-uuid']) {
      const err = expectV1Error(await v1(bob.live, 'GET', `/v1/lists/${id}`), 404, 'invalid_request_error');
      expect(err).toMatchObject({ code: 'not_found', param: 'id' });
    }
  });
});

describe('/v1/programs', () => {
  let testProgram: { id: string };
  let liveProgram: { id: string };

  it('creates a test program with a test key and a live one with a live key, as the account does', async () => {
    const made = await v1(
      alice.test,
      'POST',
      '/v1/programs',
      programBody(aliceListId, { arrive_days_before: 5, metadata: { crm_id: 'hs_4711' } }),
    );
    expect(made.statusCode, made.body).toBe(201);
    testProgram = v1CreateProgram.response.parse(made.json());
    // The answer as sent, not as parsed: a field the API should not show would fail here.
    expect(made.json()).toEqual({
      object: 'program',
      id: expect.any(String),
      livemode: false,
      name: 'Client birthdays',
      list_id: aliceListId,
      list_name: 'Clients',
      date_column: 'birthday',
      arrive_days_before: 5,
      recurrence: 'yearly',
      template_id: templateId,
      template_name: expect.any(String),
      variant: null,
      message: 'Happy birthday, {{first_name}}!',
      style: 'professional',
      naturalness: null,
      contact_fields: [],
      time_zone: 'UTC',
      start_date: todayIn('UTC'),
      end_date: null,
      monthly_cap: null,
      status: 'active',
      paused_reason: null,
      // Maria's birthday is 20 days out; her note is written some business days before.
      next_note_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      notes_this_month: 0,
      metadata: { crm_id: 'hs_4711' },
      created: expect.any(String),
    });
    liveProgram = await createProgram(alice.live, programBody(aliceListId, { name: 'Live birthdays' }));
    expect(liveProgram).toMatchObject({ livemode: true, name: 'Live birthdays' });
    const [row] = await db().select().from(programs).where(eq(programs.id, testProgram.id));
    expect(row).toMatchObject({ accountId: alice.accountId, livemode: false });
  });

  it('a test program needs no saved card; a live one does', async () => {
    await createProgram(bob.test, programBody(bobListId));
    const err = expectV1Error(
      await v1(bob.live, 'POST', '/v1/programs', programBody(bobListId)),
      400,
      'invalid_request_error',
    );
    expect(err.message).toBe(PROGRAM_MESSAGES.needsCard);
  });

  it.each([
    ['a missing list', () => ({ list_id: undefined }), 'list_id'],
    ['an arrive-by out of range', () => ({ arrive_days_before: 99 }), 'arrive_days_before'],
    ['an unknown time zone', () => ({ time_zone: 'Mars/Olympus' }), 'time_zone'],
    ['a date typed loosely', () => ({ start_date: '03/01/2027' }), 'start_date'],
    ["another account's list", () => ({ list_id: bobListId }), 'list_id'],
    ['a column the list does not have', () => ({ date_column: 'anniversary' }), 'date_column'],
    ['a column without a readable date', () => ({ date_column: 'note' }), 'date_column'],
    ['an unknown template', () => ({ template_id: 999_999 }), 'template_id'],
    ['a colour the template does not have', () => ({ variant: 'Plaid' }), 'variant'],
    ['an end before the start', () => ({ start_date: '2027-05-01', end_date: '2027-04-01' }), 'end_date'],
  ])('refuses %s and names the parameter', async (_, over, param) => {
    const res = await v1(alice.test, 'POST', '/v1/programs', programBody(aliceListId, over()));
    expect(expectV1Error(res, 400, 'invalid_request_error').param).toBe(param);
  });

  it('keeps test and live programs apart, and the account page shows the live ones only', async () => {
    expect(await listed(alice.test, v1ListPrograms)).toEqual([testProgram.id]);
    expect(await listed(alice.live, v1ListPrograms)).toEqual([liveProgram.id]);
    expectV1Error(
      await v1(alice.live, 'GET', `/v1/programs/${testProgram.id}`),
      404,
      'invalid_request_error',
    );
    expectV1Error(
      await v1(alice.test, 'GET', `/v1/programs/${liveProgram.id}`),
      404,
      'invalid_request_error',
    );
    expect((await v1(alice.test, 'GET', `/v1/programs/${testProgram.id}`)).json()).toMatchObject({
      id: testProgram.id,
      livemode: false,
    });

    const page = await callApi(t, listPrograms, {}, { as: { cookie: alice.cookie } });
    expect(page.programs.map((p) => p.id)).toEqual([liveProgram.id]);
    const direct = await t.app.inject({
      method: 'GET',
      url: `/api/account/programs/${testProgram.id}`,
      headers: { ...SITE_ORIGIN, cookie: alice.cookie },
    });
    expect(direct.statusCode).toBe(404);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { ...SITE_ORIGIN, cookie: alice.cookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(liveProgram.id);
    expect(exported.body).not.toContain(testProgram.id);

    const adminList = await callApi(t, listAdminPrograms, {}, { as: { bearer: await signIn(t.app) } });
    const forStaff = adminList.items.map((p) => p.id);
    expect(forStaff).toContain(liveProgram.id);
    expect(forStaff).not.toContain(testProgram.id);
  });

  it('pages by cursor', async () => {
    const second = await createProgram(alice.test, programBody(aliceListId, { name: 'Second' }));
    const first = await v1(alice.test, 'GET', '/v1/programs?limit=1');
    expect(first.json()).toMatchObject({ data: [{ id: second.id }], has_more: true });
    const next = await v1(alice.test, 'GET', `/v1/programs?limit=1&starting_after=${second.id}`);
    expect(next.json()).toMatchObject({ data: [{ id: testProgram.id }], has_more: false });
    const err = expectV1Error(
      await v1(alice.test, 'GET', `/v1/programs?starting_after=${liveProgram.id}`),
      400,
      'invalid_request_error',
    );
    expect(err.param).toBe('starting_after');
  });

  it('updates the fields sent, pauses and resumes', async () => {
    const url = `/v1/programs/${testProgram.id}`;
    const updated = await v1(alice.test, 'POST', url, {
      name: 'Renewals',
      list_id: aliceOtherListId,
      date_column: 'renewal_date',
      monthly_cap: 20,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Renewals',
      list_id: aliceOtherListId,
      list_name: 'Renewals',
      date_column: 'renewal_date',
      monthly_cap: 20,
      arrive_days_before: 5,
      message: 'Happy birthday, {{first_name}}!',
    });
    const err = expectV1Error(
      await v1(alice.test, 'POST', url, { date_column: 'birthday' }),
      400,
      'invalid_request_error',
    );
    expect(err.param).toBe('date_column');

    const paused = await v1(alice.test, 'POST', `${url}/pause`);
    expect(paused.json()).toMatchObject({ status: 'paused' });
    expect((await v1(alice.test, 'GET', url)).json()).toMatchObject({ status: 'paused' });
    const resumed = await v1(alice.test, 'POST', `${url}/resume`);
    expect(resumed.json()).toMatchObject({ status: 'active', paused_reason: null });
  });

  it("answers 404 for another account's program, or the other mode's, on every route", async () => {
    const id = testProgram.id;
    const calls: Array<[Method, string, object?]> = [
      ['GET', `/v1/programs/${id}`],
      ['POST', `/v1/programs/${id}`, { name: 'Mine now' }],
      ['POST', `/v1/programs/${id}/pause`],
      ['POST', `/v1/programs/${id}/resume`],
      ['DELETE', `/v1/programs/${id}`],
    ];
    for (const key of [bob.test, bob.live, alice.live]) {
      for (const [method, url, body] of calls) {
        const err = expectV1Error(await v1(key, method, url, body), 404, 'invalid_request_error');
        expect(err, `${method} ${url}`).toMatchObject({ code: 'not_found', param: 'id' });
      }
    }
    expect(await listed(bob.live, v1ListPrograms)).toEqual([]);
    expect(await listed(bob.test, v1ListPrograms)).not.toContain(id);
    expect((await v1(alice.test, 'GET', `/v1/programs/${id}`)).json()).toMatchObject({ name: 'Renewals' });
  });

  it('deletes a program', async () => {
    const res = await v1(alice.live, 'DELETE', `/v1/programs/${liveProgram.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ object: 'program', id: liveProgram.id, deleted: true });
    expectV1Error(
      await v1(alice.live, 'GET', `/v1/programs/${liveProgram.id}`),
      404,
      'invalid_request_error',
    );
  });
});

describe("a test program's days", () => {
  /** The test provider, recording every card charge asked of it. */
  class RecordingProvider extends TestPaymentProvider {
    readonly charged: string[] = [];
    override chargeCard(input: CardChargeRequest) {
      this.charged.push(input.campaignId);
      return super.chargeCard(input);
    }
  }

  it('make test campaigns paid without any charge or card, announced with livemode false', async () => {
    // The pass covers every program: only this test's three run.
    await db().delete(programs);
    const onDay = { start_date: '2027-03-01' };
    const TEST_CAMPAIGN_NUMBERS_FROM = 900_000_001;
    const bobTest = await createProgram(
      bob.test,
      programBody(bobListId, { ...onDay, metadata: { crm_id: 'bob-birthdays' } }),
    );
    const aliceTest = await createProgram(
      alice.test,
      programBody(aliceOtherListId, { ...onDay, date_column: 'renewal_date' }),
    );
    // A live program beside them: the provider is asked for its charge, and only for it.
    const aliceLive = await createProgram(
      alice.live,
      programBody(aliceOtherListId, { ...onDay, date_column: 'renewal_date' }),
    );
    const provider = new RecordingProvider(db());
    const passOn3March = () =>
      runSchedulerPass(
        {
          config: t.config,
          database: t.database,
          mail: t.mail,
          payments: provider,
          // After 3 March 2027: a pass never runs ahead of the clock.
          clock: () => new Date('2027-03-04T12:00:00Z'),
        },
        { asOf: '2027-03-03' },
      );

    // 14 March arrives 3 business days after its note is written on 3 March 2027.
    const result = await passOn3March();
    expect(result).toEqual({ created: 3, skipped: 0, held: 0 });

    const runs = await db()
      .select({
        programId: programRuns.programId,
        status: programRuns.status,
        campaignId: programRuns.campaignId,
      })
      .from(programRuns)
      .where(inArray(programRuns.programId, [bobTest.id, aliceTest.id, aliceLive.id]));
    const runOf = (id: string) => runs.find((r) => r.programId === id)!;
    expect(runs.map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
    expect(provider.charged).toEqual([runOf(aliceLive.id).campaignId]);

    for (const [program, livemode] of [
      [bobTest, false],
      [aliceTest, false],
      [aliceLive, true],
    ] as const) {
      const campaignId = runOf(program.id).campaignId!;
      const [campaign] = await db().select().from(campaigns).where(eq(campaigns.id, campaignId));
      expect(campaign).toMatchObject({ livemode, source: 'program', status: 'pending', totalNotes: 1 });
      // A test campaign's number comes from the test sequence: live numbers never skip for test traffic.
      expect(campaign!.number >= TEST_CAMPAIGN_NUMBERS_FROM).toBe(!livemode);
      const [order] = await ordersOf(db(), campaignId);
      expect(order).toMatchObject({ status: 'paid', amountCents: campaign!.totalAmountCents });
    }

    // Bob (no card) sees his test order with his test key only; the events say livemode false.
    const bobCampaign = runOf(bobTest.id).campaignId!;
    const [bobOrder] = await ordersOf(db(), bobCampaign);
    expect(await listed(bob.test, v1ListOrders)).toEqual([bobOrder!.id]);
    expect(await listed(bob.live, v1ListOrders)).toEqual([]);
    // The day's campaign, and so its order, carries the program's metadata: found by the CRM's id.
    const tagged = await v1(bob.test, 'GET', '/v1/orders?metadata[crm_id]=bob-birthdays');
    expect(tagged.json().data.map((o: { id: string }) => o.id)).toEqual([bobOrder!.id]);
    const events = await db()
      .select({ type: webhookEvents.type, livemode: webhookEvents.livemode })
      .from(webhookEvents)
      .where(
        and(
          eq(webhookEvents.accountId, bob.accountId),
          inArray(webhookEvents.type, ['program.sends_created', 'order.paid']),
        ),
      );
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'program.sends_created', livemode: false },
        { type: 'order.paid', livemode: false },
      ]),
    );
    expect(events.every((e) => !e.livemode)).toBe(true);

    // The same day again: nothing more is made or paid.
    expect(await passOn3March()).toEqual({ created: 0, skipped: 0, held: 0 });
    expect(await ordersOf(db(), bobCampaign)).toHaveLength(1);
  });
});
