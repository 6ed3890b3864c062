import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  contacts,
  designTemplates,
  orders,
  programRuns,
  programSends,
  programs,
} from '../../src/server/db/schema';
import { addCalendarDays } from '../../src/shared/delivery-date';
import { scheduleFor } from '../../src/shared/programs/send-schedule';
import { accountIdOf, giveCard, giveSavedList } from './account-holdings';

/** Programs written straight to the database, for the scheduler's operations tests. */

/** A birthday (born 1980) whose note is written on `writtenOn`'s day or just before: its occurrence and day. */
export function birthdayWrittenBy(occurrence: string) {
  const [, m, d] = occurrence.split('-').map(Number);
  return { typed: `${m}/${d}/1980`, writtenOn: scheduleFor(occurrence, 3).writtenOn };
}

/**
 * An account with a test card and one list of `people` birthdays on `occurrences` (cycled), and a yearly birthday
 * program on it whose last finished day is `lastRunDate`.
 */
export async function giveProgram(
  db: Db,
  input: {
    email: string;
    people: number;
    occurrences: string[];
    lastRunDate: string;
    monthlyCap?: number;
    status?: 'active' | 'paused';
    pausedReason?: string;
    name?: string;
  },
) {
  const accountId = await ensureAccount(db, input.email);
  const { list } = await giveSavedList(
    db,
    accountId,
    `${input.name ?? 'Birthdays'} list`,
    Array.from({ length: input.people }, (_, i) => ({
      name: `Person ${i + 1}`,
      address1: `${i + 1} Birch Road`,
      customFields: { birthday: birthdayWrittenBy(input.occurrences[i % input.occurrences.length]!).typed },
    })),
  );
  const [template] = await db.select().from(designTemplates).limit(1);
  const [program] = await db
    .insert(programs)
    .values({
      accountId,
      name: input.name ?? 'Client birthdays',
      savedListId: list.id,
      dateColumn: 'birthday',
      arriveDaysBefore: 3,
      recurrence: 'yearly',
      timeZone: 'UTC',
      startDate: addCalendarDays(input.lastRunDate, 1),
      monthlyCap: input.monthlyCap ?? null,
      message: 'Happy birthday, {{name}}!',
      handwritingStyle: 'professional',
      templateId: template!.id,
      templateName: template!.name,
      status: input.status ?? 'active',
      pausedReason: input.pausedReason ?? null,
      lastRunDate: input.lastRunDate,
    })
    .returning();
  return { program: program!, accountId, listId: list.id };
}

async function ensureAccount(db: Db, email: string): Promise<string> {
  await db.execute(sql`insert into accounts (email) values (${email}) on conflict (email) do nothing`);
  const id = await accountIdOf(db, email);
  await giveCard(db, id, '4242').catch(() => undefined);
  return id;
}

/** What the scheduler recorded for these programs: notes per (program, contact, occurrence), runs, recipients. */
export async function scheduledNotes(db: Db, programIds: string[]) {
  const sends = await db
    .select({
      programId: programSends.programId,
      contactKey: programSends.contactKey,
      occurrenceKey: programSends.occurrenceKey,
      status: programSends.status,
      runId: programSends.runId,
    })
    .from(programSends)
    .where(inArray(programSends.programId, programIds));
  const runs = await db.select().from(programRuns).where(inArray(programRuns.programId, programIds));
  const campaignIds = runs.map((r) => r.campaignId).filter((id): id is string => id !== null);
  const countIn = async (table: typeof contacts | typeof orders) => {
    if (campaignIds.length === 0) return 0;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(inArray(table.campaignId, campaignIds));
    return Number(row?.n ?? 0);
  };
  // Recipients across the runs' campaigns (a note in two campaigns would count twice), and orders (charges).
  const recipients = await countIn(contacts);
  const paidOrders = await countIn(orders);
  return { sends, runs, recipients, orders: paidOrders };
}

export async function programById(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(programs)
    .where(and(eq(programs.id, id)));
  return row!;
}
