import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type CampaignRow, contacts, orders } from '../../src/server/db/schema';
import { checkProgramBookedRecipients } from '../../src/shared/contracts/account-bookings/check-program-booked-recipients';
import { getCampaignBookedRecipients } from '../../src/shared/contracts/account-bookings/get-campaign-booked-recipients';
import { fillPath, toSearch } from '../../src/shared/contracts/contract';
import { addBusinessDays, addCalendarDays, nextBusinessDay, todayIn } from '../../src/shared/delivery-date';
import {
  type TBookedRecipients,
  type TProgramBookingQueryInput,
  ZBookedRecipientsSchema,
} from '../../src/shared/duplicate-booking-schemas';
import { accountIdOf, givePaidOrder } from '../support/account-holdings';
import { signInAs } from '../support/account-session';
import { insertCampaign } from '../support/campaign-fixtures';
import { parseExactly } from '../support/parse-exactly';
import { insertProgram, insertSavedList, type ListPerson } from '../support/program-fixtures';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { testClock } from '../support/test-clock';

/*
 * Issue 22 §7: checkout and the program form name the recipients who already have a note from the same account
 * arriving within DUPLICATE_BOOKING_DAYS (15 by default) of the new one — from paid, live campaigns and active
 * programs only, never another account's — and say nothing when the setting is 0.
 */

type Person = { name: string; address1: string };
const P = {
  maria: { name: 'Maria Lopez', address1: '12 Elm Street' },
  tom: { name: 'Tom Reed', address1: '48 Oak Avenue' },
  sam: { name: 'Sam Ode', address1: '7 Birch Lane' },
  lena: { name: 'Lena Park', address1: '300 Lake Drive' },
  rui: { name: 'Rui Costa', address1: '19 Pine Court' },
  bo: { name: 'Bo Berg', address1: '5 Cedar Road' },
  kai: { name: 'Kai Lund', address1: '88 Maple Way' },
  nia: { name: 'Nia Moss', address1: '61 Ash Street' },
  ola: { name: 'Ola Nord', address1: '2 Willow Bend' },
  fresh: { name: 'Fresh Face', address1: '90 River Road' },
} satisfies Record<string, Person>;

const clock = testClock();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let ana: string;
let ben: string;
let anaId: string;
let benId: string;

const today = () => todayIn('UTC', clock());
/** The checkout campaign's date, a business day six weeks out: its notes arrive by it. */
const D = () => nextBusinessDay(addCalendarDays(today(), 42));
/** "3/5/1980": a birthday typed as people type it, on the month and day of `date`. */
const typed = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}/1980`;

async function withContacts(campaign: CampaignRow, people: readonly Person[]): Promise<CampaignRow> {
  await t.database.db.insert(contacts).values(
    people.map((p, position) => ({
      campaignId: campaign.id,
      position,
      ...p,
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    })),
  );
  return campaign;
}

/** A campaign of the account, paid by card, with these recipients. */
async function paid(accountId: string, people: readonly Person[], values: Partial<CampaignRow>) {
  const { campaign, order } = await givePaidOrder(t.database.db, accountId, 'owner@booked.test', {
    notes: 0,
    status: 'pending',
    ...values,
  });
  await withContacts(campaign, people);
  return { campaign, order };
}

/** The answer's status; its `body` as the contracts' answer (a 200), or its error `message`. */
async function ask(cookie: string | undefined, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const json: unknown = res.json();
  return {
    status: res.statusCode,
    get body() {
      return parseExactly(ZBookedRecipientsSchema, json);
    },
    get message() {
      return z.object({ message: z.string() }).parse(json).message;
    },
  };
}
const campaignUrl = (id: string) => fillPath(getCampaignBookedRecipients.path, { id });
const programUrl = (query: TProgramBookingQueryInput) => checkProgramBookedRecipients.path + toSearch(query);
const names = (body: TBookedRecipients) => body.recipients.map((r) => r.name);

let checkout: CampaignRow;
let activeProgramId: string;
let activeListId: string;
let springArrives: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
  const db = t.database.db;
  ana = await signInAs(t, smtp, 'ana@booked.test');
  ben = await signInAs(t, smtp, 'ben@booked.test');
  anaId = await accountIdOf(db, 'ana@booked.test');
  benId = await accountIdOf(db, 'ben@booked.test');

  // What Ana is about to pay for: everyone below, arriving by D.
  checkout = await withContacts(
    await insertCampaign(db, { notes: 0, accountId: anaId, deliveryDate: D(), name: 'Summer thank-yous' }),
    Object.values(P),
  );

  // Booked: paid a week before D, typed differently (case, accents, spaces, punctuation).
  springArrives = addBusinessDays(D(), -5);
  await paid(
    anaId,
    [
      { name: 'MARÍA  LÓPEZ', address1: '12 Elm Street.' },
      { name: 'tom reed', address1: '48 oak avenue' },
    ],
    { name: 'Spring Service Reminders', deliveryDate: springArrives },
  );
  // Paid, but arriving 16 or more days after D: outside the window.
  await paid(anaId, [P.sam], {
    name: 'Autumn offers',
    deliveryDate: nextBusinessDay(addCalendarDays(D(), 16)),
  });
  // On D, but cancelled, refunded, a test-mode campaign, another account's: none is booked.
  await paid(anaId, [P.lena], { name: 'Cancelled thanks', deliveryDate: D(), status: 'cancelled' });
  const refunded = await paid(anaId, [P.rui], { name: 'Refunded thanks', deliveryDate: D() });
  await db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, refunded.order.id));
  await paid(anaId, [P.kai], { name: 'Test-mode thanks', deliveryDate: D(), livemode: false });
  await paid(benId, [P.bo], { name: 'Ben’s thanks', deliveryDate: D() });
  // Ana's unpaid draft on D is not booked either.
  await withContacts(
    await insertCampaign(db, { notes: 0, accountId: anaId, deliveryDate: D(), name: 'Unpaid draft' }),
    [P.fresh],
  );

  // An active birthday program whose note to Nia arrives a few days after D; a paused one writing to Ola.
  const birthday = typed(addCalendarDays(D(), 5));
  const person = (p: Person): ListPerson => ({ name: p.name, address1: p.address1, date: birthday });
  activeListId = await insertSavedList(db, anaId, [person(P.nia)]);
  activeProgramId = (
    await insertProgram(db, { accountId: anaId, savedListId: activeListId, startDate: today() })
  ).id;
  const pausedList = await insertSavedList(db, anaId, [person(P.ola)]);
  await insertProgram(db, {
    accountId: anaId,
    savedListId: pausedList,
    startDate: today(),
    name: 'Paused birthdays',
    status: 'paused',
  });
});
afterAll(() => smtp.close());

describe('checkout of a signed-in customer’s campaign', () => {
  it('names the recipients already booked within 15 days, from paid campaigns and active programs', async () => {
    const { status, body } = await ask(ana, campaignUrl(checkout.id));
    expect(status).toBe(200);
    expect(body.days).toBe(15);
    expect(body.count).toBe(3);
    expect(names(body)).toEqual(['Maria Lopez', 'Tom Reed', 'Nia Moss']);
    expect(body.recipients[0]!.bookings).toEqual([
      { source: 'Spring Service Reminders', arrives: springArrives },
    ]);
    expect(body.recipients[2]!.bookings.map((b) => b.source)).toEqual(['Client birthdays']);
    expect(body.warning).toMatch(/^3 recipients already have a note arriving within 15 days of /);
    expect(body.warning).toContain('Maria Lopez (Spring Service Reminders, arrives ');
    expect(body.warning).toContain('Nia Moss (Client birthdays, arrives ');
  });

  it('leaves out notes outside the window, cancelled and refunded orders, test mode, drafts, paused programs and other accounts', async () => {
    const { body } = await ask(ana, campaignUrl(checkout.id));
    for (const p of [P.sam, P.lena, P.rui, P.kai, P.bo, P.fresh, P.ola]) {
      expect(body.warning).not.toContain(p.name);
    }
  });

  it('is the owner’s alone: another account gets 404, a guest 401', async () => {
    expect((await ask(ben, campaignUrl(checkout.id))).status).toBe(404);
    expect((await ask(undefined, campaignUrl(checkout.id))).status).toBe(401);
  });

  it('says nothing when nobody is booked twice', async () => {
    const lonely = await withContacts(
      await insertCampaign(t.database.db, { notes: 0, accountId: anaId, deliveryDate: D() }),
      [{ name: 'Nobody Else', address1: '1 Quiet Street' }],
    );
    const { body } = await ask(ana, campaignUrl(lonely.id));
    expect(body).toEqual({ days: 15, count: 0, recipients: [], warning: null });
  });
});

describe('the program form', () => {
  it('names the list’s contacts whose note from the program would arrive near one already booked', async () => {
    // Maria's birthday is 5 days after Spring's arrival: the program's note to her arrives 3 days before it.
    const listId = await insertSavedList(t.database.db, anaId, [
      { ...P.maria, date: typed(addCalendarDays(springArrives, 5)) },
      { ...P.nia, date: typed(addCalendarDays(D(), 5)) },
      { ...P.sam, date: typed(addCalendarDays(D(), 90)) },
    ]);
    const { status, body } = await ask(
      ana,
      programUrl({ savedListId: listId, dateColumn: 'birthday', timeZone: 'UTC' }),
    );
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Maria Lopez', 'Nia Moss']);
    expect(body.warning).toMatch(
      /^2 recipients already have a note arriving within 15 days of their note from this program: Maria Lopez \(Spring Service Reminders, arrives [A-Z][a-z]+ \d+; this program's note arrives /,
    );
    expect(body.warning).not.toContain('Sam Ode');
  });

  it('does not count a program’s own notes when it is the one being edited', async () => {
    const query = { savedListId: activeListId, dateColumn: 'birthday', timeZone: 'UTC' };
    expect(names((await ask(ana, programUrl(query))).body)).toEqual(['Nia Moss']);
    const editing = await ask(ana, programUrl({ ...query, programId: activeProgramId }));
    expect(editing.body).toMatchObject({ count: 0, warning: null });
  });

  it('refuses another account’s list and an unreadable choice with a message', async () => {
    const benList = await insertSavedList(t.database.db, benId, [{ ...P.bo, date: typed(D()) }]);
    const other = await ask(
      ana,
      programUrl({ savedListId: benList, dateColumn: 'birthday', timeZone: 'UTC' }),
    );
    expect(other.status).toBe(404);
    const bad = await ask(
      ana,
      programUrl({
        savedListId: activeListId,
        dateColumn: 'birthday',
        timeZone: 'UTC',
        arriveDaysBefore: 99,
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('Arrive by must be a whole number of days from 0 to 30.');
  });
});

describe('DUPLICATE_BOOKING_DAYS=0', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ SMTP_URL: smtp.url, DUPLICATE_BOOKING_DAYS: '0' }, { clock });
  });

  it('turns the warning off', async () => {
    const db = off.database.db;
    const cookie = await signInAs(off, smtp, 'cleo@booked.test');
    const cleoId = await accountIdOf(db, 'cleo@booked.test');
    // The same clash that names Nia above: an active program's note arriving on the campaign's date.
    const listId = await insertSavedList(db, cleoId, [{ ...P.maria, date: typed(addCalendarDays(D(), 3)) }]);
    await insertProgram(db, { accountId: cleoId, savedListId: listId, startDate: today() });
    const campaign = await insertCampaign(db, { notes: 0, accountId: cleoId, deliveryDate: D() });
    await db.insert(contacts).values({
      campaignId: campaign.id,
      position: 0,
      ...P.maria,
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
    });
    const off0 = { days: 0, count: 0, recipients: [], warning: null };
    const get = (url: string) => off.app.inject({ method: 'GET', url, headers: { cookie } });
    const atCheckout = await get(campaignUrl(campaign.id));
    expect(atCheckout.statusCode).toBe(200);
    expect(atCheckout.json()).toEqual(off0);
    const inForm = await get(programUrl({ savedListId: listId, dateColumn: 'birthday', timeZone: 'UTC' }));
    expect(inForm.json()).toEqual(off0);
  });
});
