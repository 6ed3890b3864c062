import { randomUUID } from 'node:crypto';
import { futureAsOfProblem } from '../../../shared/admin-programs';
import { addCalendarDays, parseCalendarDate, todayIn } from '../../../shared/delivery-date';
import type { Tx } from '../../db/client';
import { type Clock, clockOf } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { mailContext } from '../../lib/mail/mail-context';
import { backLayoutFor } from '../catalog/back-layout-store';
import { listSavedContactRows } from '../saved-lists/saved-list-store';
import { type ChargeDeps, chargePendingRuns } from './pass-charge';
import { createDayRun } from './pass-create-run';
import { enqueueNotesHeldMail, enqueueProgramPausedMail } from './pass-mail';
import { type HeldNote, HOLD_REASONS, sortNotes } from './pass-notes';
import {
  accountEmail,
  countWrittenBetween,
  finishProgramDays,
  insertSends,
  listProgramClocks,
  lockProgramRow,
  type ProgramRow,
  pauseProgramRow,
  recordedSends,
  sendKey,
} from './pass-store';
import { type PlannedSend, type ProgramRules, planSends } from './plan-sends';

export interface SchedulerPassOptions {
  /**
   * YYYY-MM-DD: run every program up to this day (catch-up after an outage), but never past the program's own
   * local today; a day that has not begun anywhere yet is refused (futureAsOfProblem).
   */
  asOf?: string;
  /** The moment each program's today is taken from, in its own time zone (default: the deps' clock). */
  now?: Date;
}

/** What a pass needs: the charge's services and the app's clock (tests inject one; unset: the system's). */
export type PassDeps = ChargeDeps & { clock?: Clock | undefined };

export interface SchedulerPassResult {
  /** Notes put into today's runs (paid, or waiting for their charge); not those whose charge failed. */
  created: number;
  /** Notes the customer skipped, among those due in the days this pass covered. */
  skipped: number;
  /** Notes recorded without being written: cannot be written, too late, over the monthly cap, program paused. */
  held: number;
}

/** A catch-up covers at most this many days back (a year and a bit); older notes are long past anyway. */
const MAX_CATCH_UP_DAYS = 400;

export const NO_LIST_REASON =
  'The saved list this program writes to was deleted. Choose another list and resume it.';

interface ProgramDays {
  created: number;
  skipped: number;
  held: number;
  run: { runId: string; notes: number } | null;
}

/**
 * One scheduler pass (issue 13 §3): for every program, the days after its lastRunDate up to its local today
 * become at most one run — a campaign of the notes due, recorded under the (program, contact, occurrence)
 * unique key in the same transaction — then every run waiting for its money is charged to the saved card.
 * Idempotent and resumable: run again, after a crash or beside another process, it writes nothing twice.
 * A program that fails is left for the next pass (the others go on); the pass then throws.
 */
export async function runSchedulerPass(
  deps: PassDeps,
  options: SchedulerPassOptions = {},
): Promise<SchedulerPassResult> {
  const { created, errors } = await createDueRuns(deps, options);
  const charged = await chargePendingRuns(deps);
  const failed = new Set(charged.failed);
  const result = {
    created: created.reduce((n, p) => n + (p.run && !failed.has(p.run.runId) ? p.run.notes : 0), 0),
    skipped: created.reduce((n, p) => n + p.skipped, 0),
    held: created.reduce((n, p) => n + p.held, 0),
  };
  const problems = [...errors, ...charged.errors];
  if (problems.length > 0) {
    throw new AggregateError(
      problems,
      `The scheduler pass left ${problems.length} program(s) to the next pass.`,
    );
  }
  return result;
}

/** The planning half of a pass: each program's due days become its run (charged by chargePendingRuns). */
export async function createDueRuns(
  deps: PassDeps,
  options: SchedulerPassOptions = {},
): Promise<{ created: ProgramDays[]; errors: unknown[] }> {
  const { asOf } = options;
  if (asOf !== undefined && parseCalendarDate(asOf) !== asOf) {
    throw badRequest('asOf must be a date written YYYY-MM-DD.');
  }
  const now = options.now ?? clockOf(deps)();
  const future = asOf === undefined ? null : futureAsOfProblem(asOf, now);
  if (future) throw badRequest(future);
  const created: ProgramDays[] = [];
  const errors: unknown[] = [];
  for (const clock of await listProgramClocks(deps.database.db)) {
    try {
      // Never past the program's own today: in its time zone the day may not have begun yet.
      const local = todayIn(clock.timeZone, now);
      const today = asOf !== undefined && asOf < local ? asOf : local;
      if (clock.lastRunDate >= today) continue;
      created.push(await runProgramDays(deps, clock.id, today));
    } catch (err) {
      errors.push(err);
    }
  }
  return { created, errors };
}

const NOTHING: ProgramDays = { created: 0, skipped: 0, held: 0, run: null };

/** One program's days (lastRunDate, today], all or nothing in one transaction. */
async function runProgramDays(deps: ChargeDeps, programId: string, today: string): Promise<ProgramDays> {
  const db = deps.database.db;
  let mailed = false;
  const days = await db.transaction(async (tx) => {
    const program = await lockProgramRow(tx, programId);
    // Another process finished these days while this one waited for the lock.
    if (!program || program.lastRunDate >= today) return NOTHING;
    const earliest = addCalendarDays(today, -MAX_CATCH_UP_DAYS);
    // ISO dates order as strings: the later of the two.
    const after = [program.lastRunDate, earliest].sort()[1]!;
    const email = (await accountEmail(tx, program.accountId)) ?? '';

    if (!program.savedListId) {
      if (program.status === 'active') {
        await pauseProgramRow(tx, program.id, NO_LIST_REASON);
        if (email) {
          await enqueueProgramPausedMail(
            tx,
            { to: email, program, reason: NO_LIST_REASON, notes: 0 },
            mailContext(deps),
          );
          mailed = true;
        }
      }
      await finishProgramDays(tx, program.id, today);
      return NOTHING;
    }

    const contacts = await listSavedContactRows(tx, program.savedListId);
    const planned = uniqueByKey(planSends(rulesOf(program), contacts, { after, upTo: today }).sends);
    const recorded = await recordedSends(
      tx,
      program.id,
      planned.map((s) => s.occurrenceKey),
    );
    const skipped = planned.filter((s) => recorded.get(sendKey(s)) === 'skipped').length;
    const fresh = planned.filter((s) => !recorded.has(sendKey(s)));

    const campaignId = randomUUID();
    const sorted =
      program.status === 'active'
        ? await sortNotes({
            program,
            campaignId,
            today,
            sends: fresh,
            contactsById: new Map(contacts.map((c) => [c.id, c])),
            writtenThisMonth: await countWrittenBetween(tx, program.id, `${today.slice(0, 7)}-01`, today),
            layout: await backLayoutFor(tx, program),
          })
        : { due: [], held: fresh.map((send) => ({ send, reason: HOLD_REASONS.paused })) };

    const held = await recordHeld(tx, program, sorted.held);
    const run =
      sorted.due.length > 0
        ? await createDayRun(tx, { program, campaignId, today, due: sorted.due, email })
        : null;
    await finishProgramDays(tx, program.id, today);

    // The customer paused it: no e-mail for notes held meanwhile.
    const toReport = held.filter((h) => h.reason !== HOLD_REASONS.paused);
    if (email && toReport.length > 0) {
      await enqueueNotesHeldMail(
        tx,
        { to: email, program, held: toReport.map((h) => ({ name: h.send.contactName, reason: h.reason })) },
        mailContext(deps),
      );
      mailed = true;
    }
    return { created: run?.notes ?? 0, skipped, held: held.length, run };
  });
  if (mailed) void deps.mail.kick();
  return days;
}

/** Records the held notes; only those this pass inserted count (a key taken already stays as it was). */
async function recordHeld(tx: Tx, program: ProgramRow, held: readonly HeldNote[]): Promise<HeldNote[]> {
  const inserted = await insertSends(
    tx,
    held.map((h) => ({
      programId: program.id,
      contactKey: h.send.contactKey,
      occurrenceKey: h.send.occurrenceKey,
      occurrence: h.send.schedule.occurrence,
      writtenOn: h.send.schedule.writtenOn,
      contactName: h.send.contactName,
      status: 'held',
      reason: h.reason,
    })),
  );
  const mine = new Set(inserted.map(sendKey));
  return held.filter((h) => mine.has(sendKey(h.send)));
}

function rulesOf(program: ProgramRow): ProgramRules {
  return { ...program, recurrence: program.recurrence === 'once' ? 'once' : 'yearly' };
}

/** The same person listed twice is one note per occurrence (the first row wins). */
function uniqueByKey(sends: readonly PlannedSend[]): PlannedSend[] {
  const seen = new Set<string>();
  return sends.filter((s) => {
    const key = sendKey(s);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
