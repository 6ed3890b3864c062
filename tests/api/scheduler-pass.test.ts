// Over 300 lines: the scheduler pass end to end (sends, skips, payments, then the same with Stripe) on one app; its
// fixtures (accounts, lists, programs) serve every scenario.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  campaigns,
  contacts,
  programRuns,
  programSends,
  programs,
  savedCards,
} from '../../src/server/db/schema';
import { expireOldDrafts } from '../../src/server/features/campaigns/draft-expiry';
import { TestPaymentProvider } from '../../src/server/features/payments/test-provider';
import { chargePendingRuns } from '../../src/server/features/programs/pass-charge';
import { HOLD_REASONS } from '../../src/server/features/programs/pass-notes';
import { STALE_CHARGE_MINUTES } from '../../src/server/features/programs/pass-store';
import { planSends } from '../../src/server/features/programs/plan-sends';
import {
  createDueRuns,
  NO_LIST_REASON,
  runSchedulerPass,
} from '../../src/server/features/programs/scheduler-pass';
import { listSavedContactRows } from '../../src/server/features/saved-lists/saved-list-store';
import { createFileStorage } from '../../src/server/lib/files/file-storage';
import { addCalendarDays } from '../../src/shared/delivery-date';
import { NO_SAVED_CARD } from '../../src/shared/saved-cards';
import { ordersOf, reloadCampaign } from '../support/campaign-fixtures';
import {
  addListPerson,
  insertAccount,
  insertProgram,
  insertSavedList,
  type ListPerson,
  reloadProgram,
  removeListPerson,
  saveTestCard,
} from '../support/program-fixtures';
import { ownerCookie } from '../support/site-calls';
import { startSmtpServer } from '../support/smtp';
import { createStripeTestApp, type StripeDouble, startStripeDouble } from '../support/stripe-double';
import { createTestApp, type TestApp } from '../support/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let deps: Parameters<typeof runSchedulerPass>[0];
const AFTER_THE_TESTS = () => new Date('2029-01-01T12:00:00Z');
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  deps = {
    config: t.config,
    database: t.database,
    mail: t.mail,
    payments: new TestPaymentProvider(t.database.db),
    // After every day these tests run a pass as of: a pass never runs ahead of the clock.
    clock: AFTER_THE_TESTS,
  };
});
afterAll(async () => {
  await smtp.close();
});
// A pass covers every program: each test's programs go away after it, so counts are about one test's.
afterEach(async () => {
  await t.database.db.delete(programs);
});

let accounts = 0;
/** An account with the test provider's saved card and a program on a list of `people`. */
async function customerWithProgram(
  people: readonly ListPerson[],
  program: { startDate: string } & Partial<typeof programs.$inferInsert>,
) {
  const email = `owner${++accounts}@harbor-dental.com`;
  const accountId = await insertAccount(t.database.db, email);
  await saveTestCard(t.database.db, accountId);
  const listId = await insertSavedList(t.database.db, accountId, people);
  const row = await insertProgram(t.database.db, { accountId, savedListId: listId, ...program });
  return { email, accountId, listId, program: row };
}

const db = () => t.database.db;

async function sendsOf(programId: string) {
  return db()
    .select()
    .from(programSends)
    .where(eq(programSends.programId, programId))
    .orderBy(asc(programSends.occurrence), asc(programSends.contactName));
}

async function runsOf(programId: string) {
  return db()
    .select()
    .from(programRuns)
    .where(eq(programRuns.programId, programId))
    .orderBy(asc(programRuns.runDate));
}

/** Recipients written into the program's campaigns, by name: what the pen robots would actually write. */
async function recipientsOf(programId: string) {
  const runs = await runsOf(programId);
  const ids = runs.map((r) => r.campaignId!).filter(Boolean);
  if (ids.length === 0) return [];
  return db()
    .select({ name: contacts.name, customFields: contacts.customFields, campaignId: contacts.campaignId })
    .from(contacts)
    .where(inArray(contacts.campaignId, ids));
}

describe('the scheduler pass', () => {
  it('over 400 simulated days writes every contact exactly one note per yearly occurrence', async () => {
    const { program, listId } = await customerWithProgram(
      [
        { name: 'Ann Lee', date: '03/14/1980' },
        { name: 'Bo Chan', date: 'July 4' },
        { name: 'Cy Diaz', date: '1996-02-29' },
        { name: 'Dee Ray', date: '12/30/75' },
        { name: 'Eve Moss', date: 'January 20' },
        { name: 'Gus Hart', date: 'Oct 2' },
        { name: 'Hal Ito', date: 'June 20' },
        { name: 'Ivy Wren', date: 'Sep 20' },
      ],
      { startDate: '2027-01-15' },
    );
    const totals = { created: 0, skipped: 0, held: 0 };
    let day = '2027-01-15';
    for (let i = 0; i < 400; i++, day = addCalendarDays(day, 1)) {
      if (day === '2027-05-01') await addListPerson(db(), listId, { name: 'Fay Ortiz', date: 'Aug 9' });
      if (day === '2027-06-01') await removeListPerson(db(), listId, 'Gus Hart');
      if (day === '2027-06-25') await removeListPerson(db(), listId, 'Hal Ito');
      if (day === '2027-06-28') await addListPerson(db(), listId, { name: 'Hal Ito', date: '06/20/1990' });
      if (day === '2027-09-01') {
        await db().update(programs).set({ status: 'paused' }).where(eq(programs.id, program.id));
      }
      if (day === '2027-09-16') {
        // As the account's Resume does: active again from yesterday, so paused days are not written late.
        await db()
          .update(programs)
          .set({ status: 'active', lastRunDate: addCalendarDays(day, -1) })
          .where(eq(programs.id, program.id));
      }
      const result = await runSchedulerPass(deps, { asOf: day });
      totals.created += result.created;
      totals.skipped += result.skipped;
      totals.held += result.held;
    }
    expect(day).toBe('2028-02-19');

    const sends = await sendsOf(program.id);
    const sent = sends.filter((s) => s.status === 'sent');
    const byPerson = (name: string) => sent.filter((s) => s.contactName === name).map((s) => s.occurrence);
    expect(byPerson('Ann Lee')).toEqual(['2027-03-14']);
    expect(byPerson('Bo Chan')).toEqual(['2027-07-04']);
    // 29 February: on 28 February in 2027, on the 29th in the leap year 2028; once each.
    expect(byPerson('Cy Diaz')).toEqual(['2027-02-28', '2028-02-29']);
    expect(byPerson('Dee Ray')).toEqual(['2027-12-30']);
    // Its 2027 note was due before the program started.
    expect(byPerson('Eve Moss')).toEqual(['2028-01-20']);
    expect(byPerson('Fay Ortiz')).toEqual(['2027-08-09']);
    expect(byPerson('Gus Hart')).toEqual([]);
    expect(byPerson('Hal Ito')).toEqual(['2027-06-20']);
    // Paused when Ivy's note was due: recorded as held, never written late after the resume.
    expect(byPerson('Ivy Wren')).toEqual([]);
    expect(sends.filter((s) => s.status !== 'sent').map((s) => [s.contactName, s.status, s.reason])).toEqual([
      ['Ivy Wren', 'held', HOLD_REASONS.paused],
    ]);
    expect(totals).toEqual({ created: sent.length, skipped: 0, held: 1 });

    // What the robots get: one recipient per sent note, in paid campaigns, with {{years}} filled when known.
    const recipients = await recipientsOf(program.id);
    expect(recipients.map((r) => r.name).sort()).toEqual(sent.map((s) => s.contactName).sort());
    expect(recipients.find((r) => r.name === 'Ann Lee')!.customFields.years).toBe('47');
    expect(recipients.filter((r) => r.name === 'Cy Diaz').map((r) => r.customFields.years)).toEqual([
      '31',
      '32',
    ]);
    expect(recipients.find((r) => r.name === 'Bo Chan')!.customFields.years).toBeUndefined();
    const runs = await runsOf(program.id);
    expect(runs.every((r) => r.status === 'paid')).toBe(true);
    for (const run of runs) {
      const [order] = await ordersOf(db(), run.campaignId!);
      expect(order).toMatchObject({
        status: 'paid',
        customerEmail: expect.stringContaining('@harbor-dental.com'),
      });
      expect((await reloadCampaign(db(), run.campaignId!)).status).toBe('pending');
    }

    // Even with its clock put back over the whole year, nothing is written twice: the unique key decides.
    await db().update(programs).set({ lastRunDate: '2027-01-14' }).where(eq(programs.id, program.id));
    expect(await runSchedulerPass(deps, { asOf: '2028-02-18' })).toEqual({ created: 0, skipped: 0, held: 0 });
    expect(await sendsOf(program.id)).toHaveLength(sends.length);
  }, 180_000);

  it('never runs ahead of the clock: a future day is refused and charges and creates nothing (issue 22 §6)', async () => {
    const { program } = await customerWithProgram(
      [
        { name: 'Ann Lee', date: '03/14/1980' },
        { name: 'Ben Ode', date: '1985-03-14' },
      ],
      { startDate: '2027-03-01' },
    );
    const charges: unknown[] = [];
    const payments = new TestPaymentProvider(db());
    const charge = payments.chargeCard.bind(payments);
    payments.chargeCard = async (input) => {
      charges.push(input);
      return charge(input);
    };
    // 26 November's staff ran a pass "as of 30 November": four days early.
    const early = { ...deps, payments, clock: () => new Date('2027-02-26T15:00:00Z') };
    const campaignsBefore = await db().$count(campaigns);
    await expect(runSchedulerPass(early, { asOf: '2027-03-03' })).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining(
        'The scheduler cannot run as of 2027-03-03: that day has not begun yet',
      ),
    });
    expect(charges).toHaveLength(0);
    expect(await runsOf(program.id)).toHaveLength(0);
    expect(await sendsOf(program.id)).toHaveLength(0);
    expect(await db().$count(campaigns)).toBe(campaignsBefore);
    expect((await reloadProgram(db(), program.id)).lastRunDate).toBe(program.lastRunDate);

    // The next day has begun in Kiribati (UTC+14) but not in the program's UTC: nothing past its own today.
    const late = { ...early, clock: () => new Date('2027-03-02T12:00:00Z') };
    expect(await runSchedulerPass(late, { asOf: '2027-03-03' })).toEqual({ created: 0, skipped: 0, held: 0 });
    expect((await reloadProgram(db(), program.id)).lastRunDate).toBe('2027-03-02');
    expect(charges).toHaveLength(0);

    // On its day the note is written and charged once, and the hourly pass (no asOf) agrees.
    const onTheDay = { ...early, clock: () => new Date('2027-03-03T09:00:00Z') };
    expect(await runSchedulerPass(onTheDay, {})).toEqual({ created: 2, skipped: 0, held: 0 });
    expect(charges).toHaveLength(1);
  });

  it('makes one campaign for the day priced by the checkout tiers, charged once, with proofs', async () => {
    const { program, email } = await customerWithProgram(
      [
        { name: 'Ann Lee', date: '03/14/1980' },
        { name: 'Ben Ode', date: '1985-03-14' },
      ],
      { startDate: '2027-03-01' },
    );
    expect(await runSchedulerPass(deps, { asOf: '2027-03-03' })).toEqual({ created: 2, skipped: 0, held: 0 });
    const [run] = await runsOf(program.id);
    expect(run).toMatchObject({ runDate: '2027-03-03', status: 'paid' });
    const campaign = await reloadCampaign(db(), run!.campaignId!);
    expect(campaign).toMatchObject({
      source: 'program',
      accountId: program.accountId,
      customerEmail: email,
      totalNotes: 2,
      message: program.message,
      handwritingStyle: 'elegant',
      deliveryDate: '2027-03-11',
      status: 'pending',
    });
    expect(campaign.totalAmountCents).toBe(campaign.pricePerNoteCents * 2);
    const [order] = await ordersOf(db(), campaign.id);
    expect(order).toMatchObject({
      status: 'paid',
      amountCents: campaign.totalAmountCents,
      customerEmail: email,
    });
    expect((await reloadProgram(db(), program.id)).lastRunDate).toBe('2027-03-03');

    // The run is the account's: its proofs open for its owner's session (issue 27).
    const headers = { cookie: await ownerCookie(db(), program.accountId) };
    const proofs = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/proofs`,
      headers,
    });
    expect(proofs.statusCode).toBe(200);
    expect(proofs.json()).toMatchObject({ total: 2, needsAttention: 0 });
    const svg = await t.app.inject({ method: 'GET', url: proofs.json().items[0].svgUrl, headers });
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain('<svg');

    // The same pass again changes nothing.
    expect(await runSchedulerPass(deps, { asOf: '2027-03-03' })).toEqual({ created: 0, skipped: 0, held: 0 });
    expect(await runsOf(program.id)).toHaveLength(1);
    expect(await ordersOf(db(), campaign.id)).toHaveLength(1);
  });

  it("takes each program's today in its own time zone", async () => {
    // 1 February 2027 (Monday) is when a 12 February birthday's note is written.
    const people = [{ name: 'Ann Lee', date: 'Feb 12' }];
    const utc = await customerWithProgram(people, { startDate: '2027-01-25', timeZone: 'UTC' });
    const la = await customerWithProgram(people, {
      startDate: '2027-01-25',
      timeZone: 'America/Los_Angeles',
    });

    // 07:30 UTC is 23:30 the evening before in Los Angeles.
    expect(await runSchedulerPass(deps, { now: new Date('2027-02-01T07:30:00Z') })).toMatchObject({
      created: 1,
    });
    expect(await runsOf(utc.program.id)).toHaveLength(1);
    expect(await runsOf(la.program.id)).toHaveLength(0);
    expect((await reloadProgram(db(), la.program.id)).lastRunDate).toBe('2027-01-31');

    expect(await runSchedulerPass(deps, { now: new Date('2027-02-01T08:30:00Z') })).toMatchObject({
      created: 1,
    });
    expect((await runsOf(la.program.id)).map((r) => r.runDate)).toEqual(['2027-02-01']);
    expect(await runsOf(utc.program.id)).toHaveLength(1);
  });

  it('holds notes past the monthly cap, and notes the pen cannot write, and tells the customer', async () => {
    const { program, email } = await customerWithProgram(
      [
        { name: 'Ann Lee', date: 'March 14' },
        { name: 'Ben Ode', date: 'March 14' },
        { name: 'Cat Poe 🎂', date: 'March 14' },
        { name: 'Dan Roe', date: 'March 14' },
        { name: 'Eli Sato', date: 'March 22' },
      ],
      { startDate: '2027-03-01', monthlyCap: 2 },
    );
    expect(await runSchedulerPass(deps, { asOf: '2027-03-03' })).toEqual({ created: 2, skipped: 0, held: 2 });
    const sends = await sendsOf(program.id);
    const status = (name: string) => sends.find((s) => s.contactName === name);
    expect(status('Ann Lee')).toMatchObject({ status: 'sent' });
    expect(status('Ben Ode')).toMatchObject({ status: 'sent' });
    expect(status('Cat Poe 🎂')).toMatchObject({
      status: 'held',
      reason: expect.stringContaining('cannot be written'),
    });
    expect(status('Dan Roe')).toMatchObject({ status: 'held', reason: HOLD_REASONS.monthlyCap(2) });
    expect((await recipientsOf(program.id)).map((r) => r.name).sort()).toEqual(['Ann Lee', 'Ben Ode']);

    await t.mail.kick();
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('held'));
    expect(mail.text).toContain('Cat Poe');
    expect(mail.text).toContain('Monthly cap reached');
    expect(mail.text).toContain(`/account/programs/${program.id}`);

    // Later in the same month the cap is still spent.
    let result = { created: 0, skipped: 0, held: 0 };
    for (let day = '2027-03-04'; day <= '2027-03-15'; day = addCalendarDays(day, 1)) {
      const r = await runSchedulerPass(deps, { asOf: day });
      result = {
        created: result.created + r.created,
        skipped: result.skipped + r.skipped,
        held: result.held + r.held,
      };
    }
    expect(result).toEqual({ created: 0, skipped: 0, held: 1 });
    expect((await sendsOf(program.id)).find((s) => s.contactName === 'Eli Sato')).toMatchObject({
      status: 'held',
    });
  });

  it('sends nothing for a note the customer skipped, and counts it', async () => {
    const { program } = await customerWithProgram(
      [
        { name: 'Ann Lee', date: 'March 14' },
        { name: 'Ben Ode', date: 'March 14' },
      ],
      { startDate: '2027-03-01' },
    );
    const [ann] = await sendsOfPlan(program.id);
    await db()
      .insert(programSends)
      .values({ ...ann!, status: 'skipped', reason: 'Skipped by the customer.' });
    expect(await runSchedulerPass(deps, { asOf: '2027-03-03' })).toEqual({ created: 1, skipped: 1, held: 0 });
    expect((await recipientsOf(program.id)).map((r) => r.name)).toEqual(['Ben Ode']);
  });

  it('writes a person listed twice, or re-added, one note per occurrence', async () => {
    const { program, listId } = await customerWithProgram(
      [
        { name: 'Ann Lee', date: 'March 14', address1: '12 Elm Street' },
        { name: ' ann  LEE ', date: '03/14/1980', address1: '12  elm street ' },
      ],
      { startDate: '2027-03-01', recurrence: 'once' },
    );
    expect(await runSchedulerPass(deps, { asOf: '2027-03-03' })).toMatchObject({ created: 1 });
    // Removed, then added again with another date: a one-time program has written to her already.
    await removeListPerson(db(), listId, 'Ann Lee');
    await removeListPerson(db(), listId, ' ann  LEE ');
    await addListPerson(db(), listId, { name: 'Ann Lee', date: 'April 20', address1: '12 Elm Street' });
    for (let day = '2027-03-04'; day <= '2027-04-30'; day = addCalendarDays(day, 1)) {
      expect(await runSchedulerPass(deps, { asOf: day })).toEqual({ created: 0, skipped: 0, held: 0 });
    }
    expect(await recipientsOf(program.id)).toHaveLength(1);
  });

  it('after an outage, writes missed notes that can still arrive in time and holds those that cannot', async () => {
    const { program } = await customerWithProgram(
      [
        { name: 'Ann Lee', date: 'Feb 8' },
        { name: 'Ben Ode', date: 'Feb 12' },
        { name: 'Cat Poe', date: 'Feb 20' },
      ],
      { startDate: '2027-01-20' },
    );
    // No process ran from 20 January to 2 February: Ann's date is too close, Ben's and Cat's still reachable.
    expect(await runSchedulerPass(deps, { asOf: '2027-02-02' })).toEqual({ created: 1, skipped: 0, held: 1 });
    const sends = await sendsOf(program.id);
    expect(sends.map((s) => [s.contactName, s.status])).toEqual([
      ['Ann Lee', 'held'],
      ['Ben Ode', 'sent'],
    ]);
    expect(sends[0]!.reason).toBe(HOLD_REASONS.tooLate('2027-02-08'));
    expect(sends[1]!.writtenOn).toBe('2027-02-02');
  });

  it('pauses the program and e-mails the owner when the card is gone; nothing unpaid is produced', async () => {
    const { program, email, accountId } = await customerWithProgram([{ name: 'Ann Lee', date: 'March 14' }], {
      startDate: '2027-03-01',
    });
    await db().delete(savedCards).where(eq(savedCards.accountId, accountId));
    expect(await runSchedulerPass(deps, { asOf: '2027-03-03' })).toEqual({ created: 0, skipped: 0, held: 0 });

    const [run] = await runsOf(program.id);
    expect(run).toMatchObject({ status: 'failed', failure: NO_SAVED_CARD });
    expect((await sendsOf(program.id)).map((s) => s.status)).toEqual(['payment_failed']);
    expect((await reloadCampaign(db(), run!.campaignId!)).status).toBe('cancelled');
    expect(await ordersOf(db(), run!.campaignId!)).toHaveLength(0);
    const paused = await reloadProgram(db(), program.id);
    expect(paused).toMatchObject({ status: 'paused', pausedReason: expect.stringContaining(NO_SAVED_CARD) });

    await t.mail.kick();
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('is paused'));
    expect(mail.text).toContain(NO_SAVED_CARD);
    expect(mail.text).toContain(`/account/programs/${program.id}`);

    // Paused: the following days write nothing.
    for (let day = '2027-03-04'; day <= '2027-03-10'; day = addCalendarDays(day, 1)) {
      expect((await runSchedulerPass(deps, { asOf: day })).created).toBe(0);
    }
    expect(await runsOf(program.id)).toHaveLength(1);
  });

  it('pauses a program whose saved list was deleted and tells the owner', async () => {
    const { program, email } = await customerWithProgram([{ name: 'Ann Lee', date: 'March 14' }], {
      startDate: '2027-03-01',
      savedListId: null,
    });
    expect(await runSchedulerPass(deps, { asOf: '2027-03-03' })).toEqual({ created: 0, skipped: 0, held: 0 });
    expect(await reloadProgram(db(), program.id)).toMatchObject({
      status: 'paused',
      pausedReason: NO_LIST_REASON,
    });
    await t.mail.kick();
    await smtp.waitFor((m) => m.to.includes(email) && m.text.includes(NO_LIST_REASON));
  });

  it('charges a run a crashed pass left pending, and takes over a charge abandoned mid-way', async () => {
    const { program } = await customerWithProgram([{ name: 'Ann Lee', date: 'March 14' }], {
      startDate: '2027-03-01',
    });
    // The process died after the day's run was committed, before its charge.
    const planned = await createDueRuns(deps, { asOf: '2027-03-03' });
    expect(planned.errors).toEqual([]);
    const [run] = await runsOf(program.id);
    expect(run).toMatchObject({ status: 'pending' });
    expect(await ordersOf(db(), run!.campaignId!)).toHaveLength(0);

    // Weeks later the draft-expiry job runs: a program's campaign waiting for its charge is not expired.
    const storage = createFileStorage(t.config);
    await expireOldDrafts({ db: db(), storage }, new Date('2099-01-01T00:00:00Z'));
    storage.close();
    expect((await reloadCampaign(db(), run!.campaignId!)).status).toBe('draft');

    expect(await runSchedulerPass(deps, { asOf: '2027-03-04' })).toEqual({ created: 0, skipped: 0, held: 0 });
    expect((await runsOf(program.id))[0]).toMatchObject({ status: 'paid' });
    expect(await ordersOf(db(), run!.campaignId!)).toHaveLength(1);

    // A charge whose process died while the provider answered: left 'charging'; taken over once stale.
    const next = await customerWithProgram([{ name: 'Ben Ode', date: 'March 22' }], {
      startDate: '2027-03-01',
    });
    const broken = new TestPaymentProvider(db());
    broken.chargeCard = async () => {
      throw new Error('socket hang up');
    };
    await expect(runSchedulerPass({ ...deps, payments: broken }, { asOf: '2027-03-11' })).rejects.toThrow(
      AggregateError,
    );
    const [stuck] = await runsOf(next.program.id);
    expect(stuck).toMatchObject({ status: 'charging' });
    await chargePendingRuns(deps);
    expect((await runsOf(next.program.id))[0]).toMatchObject({ status: 'charging' });
    await db()
      .update(programRuns)
      .set({ chargeStartedAt: sql`now() - make_interval(mins => ${STALE_CHARGE_MINUTES + 1})` })
      .where(eq(programRuns.id, stuck!.id));
    expect((await chargePendingRuns(deps)).paid).toEqual([stuck!.id]);
    expect((await runsOf(next.program.id))[0]).toMatchObject({ status: 'paid' });
    expect(await ordersOf(db(), stuck!.campaignId!)).toHaveLength(1);
    expect((await sendsOf(next.program.id)).map((s) => s.status)).toEqual(['sent']);
  });

  it('two passes at once write each note once', async () => {
    const { program } = await customerWithProgram(
      [
        { name: 'Ann Lee', date: 'March 14' },
        { name: 'Ben Ode', date: 'March 14' },
      ],
      { startDate: '2027-03-01' },
    );
    const results = await Promise.all([
      runSchedulerPass(deps, { asOf: '2027-03-03' }),
      runSchedulerPass(deps, { asOf: '2027-03-03' }),
    ]);
    expect(results.reduce((n, r) => n + r.created, 0)).toBe(2);
    expect(await recipientsOf(program.id)).toHaveLength(2);
    expect(await runsOf(program.id)).toHaveLength(1);
  });
});

/** The key Ann's note of 14 March 2027 is recorded under, as the account's Skip records it. */
async function sendsOfPlan(programId: string) {
  const [program] = await db().select().from(programs).where(eq(programs.id, programId));
  const people = await listSavedContactRows(db(), program!.savedListId!);
  const { sends } = planSends({ ...program!, recurrence: 'yearly' }, people, {
    after: '2027-02-28',
    upTo: '2027-03-31',
  });
  return sends
    .filter((s) => s.contactName === 'Ann Lee')
    .map((s) => ({
      programId,
      contactKey: s.contactKey,
      occurrenceKey: s.occurrenceKey,
      occurrence: s.schedule.occurrence,
      writtenOn: s.schedule.writtenOn,
      contactName: s.contactName,
    }));
}

describe('the scheduler pass with Stripe (against a local double of the Stripe API)', () => {
  let stripe: StripeDouble;
  let st: TestApp;
  beforeAll(async () => {
    stripe = await startStripeDouble();
    st = await createStripeTestApp(stripe, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await stripe.close();
  });

  it('a declined card pauses the program, e-mails the customer and leaves nothing paid or to produce', async () => {
    const sdb = st.database.db;
    const email = 'dana@northside-realty.com';
    const accountId = await insertAccount(sdb, email);
    // The card kept at an earlier checkout: a Stripe customer with its attached card.
    stripe.customers.set('cus_dana', { id: 'cus_dana', object: 'customer', email, metadata: {} });
    stripe.paymentMethods.set('pm_dana', {
      id: 'pm_dana',
      object: 'payment_method',
      type: 'card',
      customer: 'cus_dana',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      metadata: {},
    });
    await sdb.insert(savedCards).values({
      accountId,
      provider: 'stripe',
      providerCustomerId: 'cus_dana',
      providerPaymentMethodId: 'pm_dana',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    stripe.declineCard('pm_dana', 'card_declined', 'Your card was declined.');
    const listId = await insertSavedList(sdb, accountId, [{ name: 'Ann Lee', date: 'March 14' }]);
    const program = await insertProgram(sdb, { accountId, savedListId: listId, startDate: '2027-03-01' });
    const stripeDeps = {
      config: st.config,
      database: st.database,
      mail: st.mail,
      payments: stripe.provider(),
      clock: AFTER_THE_TESTS,
    };

    expect(await runSchedulerPass(stripeDeps, { asOf: '2027-03-03' })).toEqual({
      created: 0,
      skipped: 0,
      held: 0,
    });
    const [run] = await sdb.select().from(programRuns).where(eq(programRuns.programId, program.id));
    expect(run).toMatchObject({ status: 'failed', failure: 'Your card was declined.' });
    const campaign = await reloadCampaign(sdb, run!.campaignId!);
    expect(campaign.status).toBe('cancelled');
    expect(await ordersOf(sdb, campaign.id)).toHaveLength(0);
    const [send] = await sdb.select().from(programSends).where(eq(programSends.programId, program.id));
    expect(send).toMatchObject({ status: 'payment_failed', contactName: 'Ann Lee' });
    expect(await reloadProgram(sdb, program.id)).toMatchObject({
      status: 'paused',
      pausedReason: expect.stringContaining('Your card was declined.'),
    });
    await st.mail.kick();
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('is paused'));
    expect(mail.text).toContain('Your card was declined.');
    expect(mail.text).toContain(`/account/programs/${program.id}`);

    // Run again: the refused run is not charged again and nothing new is written while paused.
    expect(await runSchedulerPass(stripeDeps, { asOf: '2027-03-04' })).toEqual({
      created: 0,
      skipped: 0,
      held: 0,
    });
    const charges = stripe.requests.filter(
      (r) => r.path === '/v1/payment_intents' && r.body.confirm === 'true',
    );
    expect(charges).toHaveLength(1);
  });
});
