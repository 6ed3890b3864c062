// Over 300 lines: an account's programs (create, change, pause, upcoming notes, skips) on one account, card and saved
// list.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designTemplates, programSends, programs } from '../../src/server/db/schema';
import { createProgram } from '../../src/shared/contracts/account-programs/create-program';
import { getProgram } from '../../src/shared/contracts/account-programs/get-program';
import { getProgramUpcoming } from '../../src/shared/contracts/account-programs/get-program-upcoming';
import { listPrograms } from '../../src/shared/contracts/account-programs/list-programs';
import type { ContractInput } from '../../src/shared/contracts/contract';
import { addCalendarDays, todayIn } from '../../src/shared/delivery-date';
import { PROGRAM_MESSAGES } from '../../src/shared/programs/program-schemas';
import { scheduleFor } from '../../src/shared/programs/send-schedule';
import { accountIdOf, giveCard, giveSavedList } from '../support/account-holdings';
import { signInAs } from '../support/account-session';
import { callApi } from '../support/call-api';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let ana: string;
let ben: string;
let anaId: string;
let templateId: number;
let listId: string;
let bigListId: string;
let benListId: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const today = () => todayIn('UTC');
/** A birthday typed as people type it, falling `days` from today, born in 1980. */
function birthdayIn(days: number): { typed: string; date: string } {
  const date = addCalendarDays(today(), days);
  const [, m, d] = date.split('-').map(Number);
  return { typed: `${m}/${d}/1980`, date };
}
const soon = birthdayIn(20);
const later = birthdayIn(40);
const farAway = birthdayIn(150);

const program = (over: object = {}) => ({
  name: 'Client birthdays',
  savedListId: listId,
  dateColumn: 'birthday',
  templateId,
  message: 'Happy birthday, {{first_name}}! {{years}} years young.',
  timeZone: 'UTC',
  ...over,
});

async function create(over: object = {}, cookie = ana) {
  const res = await call(cookie, 'POST', '/api/account/programs', program(over));
  expect(res.statusCode, res.body).toBe(201);
  return createProgram.response.parse(res.json());
}

/** A program, the account's programs and a program's upcoming notes, as the customer's pages read them. */
const read = (id: string, cookie = ana) => callApi(t, getProgram, { params: { id } }, { as: { cookie } });
const listAll = async (cookie = ana) => (await callApi(t, listPrograms, {}, { as: { cookie } })).programs;
const upcoming = (id: string, query: ContractInput<typeof getProgramUpcoming>['query'] = {}) =>
  callApi(t, getProgramUpcoming, { params: { id }, query }, { as: { cookie: ana } });

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  const db = t.database.db;
  ana = await signInAs(t, smtp, 'ana@programs.test');
  ben = await signInAs(t, smtp, 'ben@programs.test');
  anaId = await accountIdOf(db, 'ana@programs.test');
  const benId = await accountIdOf(db, 'ben@programs.test');
  const [template] = await db.select().from(designTemplates).limit(1);
  templateId = template!.id;
  ({
    list: { id: listId },
  } = await giveSavedList(db, anaId, 'Clients', [
    { name: 'Maria Lopez', customFields: { birthday: soon.typed, note: 'x' } },
    { name: 'Tom Reed', customFields: { birthday: later.typed } },
    { name: 'Lena Park', customFields: { birthday: 'Marhc 5' } },
    { name: 'Sam Ode', customFields: { birthday: farAway.typed } },
    { name: 'No Date', customFields: { birthday: '' } },
  ]));
  // 100 people on one day and one on another: two batches, two checkout tiers.
  ({
    list: { id: bigListId },
  } = await giveSavedList(db, anaId, 'Big day', [
    ...Array.from({ length: 100 }, (_, i) => ({
      name: `Guest ${i}`,
      customFields: { birthday: soon.typed },
    })),
    { name: 'Lone Guest', customFields: { birthday: later.typed } },
  ]));
  ({
    list: { id: benListId },
  } = await giveSavedList(db, benId, 'Ben clients', [
    { name: 'Bo', customFields: { birthday: soon.typed } },
  ]));
  await giveCard(db, anaId, '4242');
});
afterAll(() => smtp.close());

describe('creating a program', () => {
  it('sets one up with the defaults and starts from yesterday', async () => {
    const created = await create();
    expect(created).toMatchObject({
      name: 'Client birthdays',
      savedListName: 'Clients',
      dateColumn: 'birthday',
      arriveDaysBefore: 3,
      recurrence: 'yearly',
      startDate: today(),
      endDate: null,
      monthlyCap: null,
      status: 'active',
      pausedReason: null,
      notesThisMonth: 0,
      nextNoteOn: scheduleFor(soon.date, 3).writtenOn,
    });
    const [row] = await t.database.db.select().from(programs).where(eq(programs.id, created.id));
    expect(row!.lastRunDate).toBe(addCalendarDays(today(), -1));
  });

  it('starts the day before a future start date', async () => {
    const start = addCalendarDays(today(), 10);
    const created = await create({ startDate: start, endDate: addCalendarDays(start, 400) });
    const [row] = await t.database.db.select().from(programs).where(eq(programs.id, created.id));
    expect(row!.lastRunDate).toBe(addCalendarDays(start, -1));
  });

  it.each([
    ['another account’s list', { savedListId: '' }, 404, PROGRAM_MESSAGES.listNotFound],
    [
      'a column the list does not have',
      { dateColumn: 'renewal' },
      400,
      PROGRAM_MESSAGES.columnNotOnList('renewal'),
    ],
    [
      'a column without readable dates',
      { dateColumn: 'note' },
      400,
      PROGRAM_MESSAGES.noReadableDates('note'),
    ],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 400, PROGRAM_MESSAGES.timeZone],
    [
      'an end before the start',
      { startDate: '2027-01-10', endDate: '2027-01-01' },
      400,
      PROGRAM_MESSAGES.endBeforeStart,
    ],
    ['arriving 31 days before', { arriveDaysBefore: 31 }, 400, PROGRAM_MESSAGES.arriveDaysBefore],
    ['a cap of 0', { monthlyCap: 0 }, 400, PROGRAM_MESSAGES.monthlyCap],
    ['no design', { templateId: null }, 400, PROGRAM_MESSAGES.templateRequired],
    ['an empty message', { message: '  ' }, 400, 'Message is required.'],
  ])('refuses %s with a readable message', async (_, over, status, message) => {
    const body = program('savedListId' in over ? { savedListId: benListId } : over);
    const res = await call(ana, 'POST', '/api/account/programs', body);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
  });

  it('needs a card on file', async () => {
    const res = await call(ben, 'POST', '/api/account/programs', program({ savedListId: benListId }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PROGRAM_MESSAGES.needsCard);
  });
});

describe('reading, changing and deleting', () => {
  it('lists, reads, edits, pauses, resumes and deletes', async () => {
    const created = await create({ name: 'Editable' });
    expect((await listAll()).map((p) => p.name)).toContain('Editable');
    expect((await read(created.id)).name).toBe('Editable');

    const edited = await call(ana, 'PATCH', `/api/account/programs/${created.id}`, {
      name: 'Renamed',
      arriveDaysBefore: 7,
      monthlyCap: 50,
      recurrence: 'once',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Renamed',
      arriveDaysBefore: 7,
      monthlyCap: 50,
      recurrence: 'once',
    });

    const badColumn = await call(ana, 'PATCH', `/api/account/programs/${created.id}`, { dateColumn: 'note' });
    expect(badColumn.statusCode).toBe(400);

    const paused = await call(ana, 'PATCH', `/api/account/programs/${created.id}`, { status: 'paused' });
    expect(paused.json().status).toBe('paused');
    // Paused for a week, say: the scheduler had stopped at an older day, and the system gave a reason.
    await t.database.db
      .update(programs)
      .set({ lastRunDate: addCalendarDays(today(), -7), pausedReason: 'Your card was declined.' })
      .where(eq(programs.id, created.id));
    const resumed = await call(ana, 'PATCH', `/api/account/programs/${created.id}`, { status: 'active' });
    expect(resumed.json()).toMatchObject({ status: 'active', pausedReason: null });
    const [row] = await t.database.db.select().from(programs).where(eq(programs.id, created.id));
    expect(row!.lastRunDate).toBe(addCalendarDays(today(), -1));

    expect((await call(ana, 'DELETE', `/api/account/programs/${created.id}`)).statusCode).toBe(204);
    expect((await call(ana, 'GET', `/api/account/programs/${created.id}`)).statusCode).toBe(404);
  });
});

describe('upcoming notes', () => {
  it('lists the next 60 days with dates, years and the rows it cannot read', async () => {
    const { id } = await create();
    const body = await upcoming(id, { days: 60 });
    expect(body.notes.map((n) => n.name)).toEqual(['Maria Lopez', 'Tom Reed']);
    const s = scheduleFor(soon.date, 3);
    expect(body.notes[0]).toMatchObject({
      date: soon.date,
      occurrence: soon.date,
      writtenOn: s.writtenOn,
      mailedOn: s.mailedOn,
      arrives: s.arrives,
      years: Number(soon.date.slice(0, 4)) - 1980,
      status: 'due',
    });
    expect(body.dateProblems).toEqual([{ row: 3, name: 'Lena Park', value: 'Marhc 5' }]);
  });

  it('estimates this month and next with each day’s batch at its checkout tier', async () => {
    const { id } = await create({ savedListId: bigListId });
    const body = await upcoming(id);
    const byMonth = new Map<string, number>();
    const addCents = (day: string, cents: number) =>
      byMonth.set(day.slice(0, 7), (byMonth.get(day.slice(0, 7)) ?? 0) + cents);
    addCents(scheduleFor(soon.date, 3).writtenOn, 100 * 399);
    addCents(scheduleFor(later.date, 3).writtenOn, 499);
    expect(body.costs).toHaveLength(2);
    for (const cost of body.costs) {
      expect(cost.total).toBe(((byMonth.get(cost.month) ?? 0) / 100).toFixed(2));
    }
    expect(body.costs.reduce((n, c) => n + c.notes, 0)).toBe(101);
  });

  it('marks notes past the monthly cap', async () => {
    const { id } = await create({ savedListId: bigListId, monthlyCap: 10 });
    const body = await upcoming(id);
    const month = scheduleFor(soon.date, 3).writtenOn.slice(0, 7);
    const due = body.notes.filter((n) => n.status === 'due' && n.writtenOn.startsWith(month));
    expect(due).toHaveLength(10);
    expect(body.costs.find((c) => c.month === month)!.notes).toBeLessThanOrEqual(10);
  });

  it('skips one note under its exactly-once key, and undoes the skip', async () => {
    const { id } = await create();
    const maria = (await upcoming(id)).notes[0]!;
    const ref = { contactKey: maria.contactKey, occurrence: maria.occurrence };

    const skipped = await call(ana, 'POST', `/api/account/programs/${id}/skips`, ref);
    expect(skipped.statusCode, skipped.body).toBe(201);
    const rows = await t.database.db.select().from(programSends).where(eq(programSends.programId, id));
    expect(rows).toEqual([
      expect.objectContaining({ status: 'skipped', occurrenceKey: soon.date, contactName: 'Maria Lopez' }),
    ]);
    const after = await upcoming(id);
    expect(after.notes[0]).toMatchObject({ name: 'Maria Lopez', status: 'skipped' });
    expect((await read(id)).nextNoteOn).toBe(scheduleFor(later.date, 3).writtenOn);
    // Skipping twice is still one row.
    expect((await call(ana, 'POST', `/api/account/programs/${id}/skips`, ref)).statusCode).toBe(201);

    const query = `contactKey=${ref.contactKey}&occurrence=${ref.occurrence}`;
    expect((await call(ana, 'DELETE', `/api/account/programs/${id}/skips?${query}`)).statusCode).toBe(204);
    expect((await upcoming(id)).notes[0]!.status).toBe('due');
    expect((await call(ana, 'DELETE', `/api/account/programs/${id}/skips?${query}`)).statusCode).toBe(404);
  });

  it('refuses to skip a note that is not upcoming, or one already being written', async () => {
    const { id } = await create();
    const bogus = await call(ana, 'POST', `/api/account/programs/${id}/skips`, {
      contactKey: 'abc',
      occurrence: soon.date,
    });
    expect(bogus.statusCode).toBe(400);
    const maria = (await upcoming(id)).notes[0]!;
    await t.database.db.insert(programSends).values({
      programId: id,
      contactKey: maria.contactKey,
      occurrenceKey: maria.occurrence,
      occurrence: maria.date,
      writtenOn: maria.writtenOn,
      contactName: maria.name,
      status: 'scheduled',
    });
    const ref = { contactKey: maria.contactKey, occurrence: maria.occurrence };
    expect((await call(ana, 'POST', `/api/account/programs/${id}/skips`, ref)).json().message).toBe(
      PROGRAM_MESSAGES.alreadyRecorded,
    );
    const undo = await call(
      ana,
      'DELETE',
      `/api/account/programs/${id}/skips?contactKey=${ref.contactKey}&occurrence=${ref.occurrence}`,
    );
    expect(undo.statusCode).toBe(404);
  });

  it('previews an upcoming note’s proof as SVG, the same strokes each time', async () => {
    const { id } = await create();
    const [maria, tom] = (await upcoming(id)).notes;
    const url = (n: { contactKey: string; occurrence: string }) =>
      `/api/account/programs/${id}/upcoming/proof?contactKey=${n.contactKey}&occurrence=${n.occurrence}`;
    const first = await call(ana, 'GET', url(maria!));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.body).toMatch(/^<svg[\s\S]*<path/);
    const again = await call(ana, 'GET', url(maria!));
    expect(again.body).toBe(first.body);
    const other = await call(ana, 'GET', url(tom!));
    expect(other.body).not.toBe(first.body);
    expect((await call(ana, 'GET', url({ contactKey: 'nope', occurrence: soon.date }))).statusCode).toBe(404);
  });
});

describe('only the owner', () => {
  it('answers 404 to another account on every program route, and 401 signed out', async () => {
    const { id } = await create();
    const maria = (await upcoming(id)).notes[0]!;
    const ref = `contactKey=${maria.contactKey}&occurrence=${maria.occurrence}`;
    const routes: Array<[Method, string, object?]> = [
      ['GET', `/api/account/programs/${id}`],
      ['PATCH', `/api/account/programs/${id}`, { name: 'Mine now' }],
      ['GET', `/api/account/programs/${id}/upcoming`],
      [
        'POST',
        `/api/account/programs/${id}/skips`,
        { contactKey: maria.contactKey, occurrence: maria.occurrence },
      ],
      ['DELETE', `/api/account/programs/${id}/skips?${ref}`],
      ['GET', `/api/account/programs/${id}/upcoming/proof?${ref}`],
      ['DELETE', `/api/account/programs/${id}`],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(ben, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain('Maria');
      expect((await call(undefined, method, url, body)).statusCode).toBe(401);
    }
    expect(await listAll(ben)).toEqual([]);
    expect((await call(undefined, 'GET', '/api/account/programs')).statusCode).toBe(401);
    expect((await read(id)).name).toBe('Client birthdays');
    const unchanged = await t.database.db.select().from(programSends).where(eq(programSends.programId, id));
    expect(unchanged).toEqual([]);
  });
});
