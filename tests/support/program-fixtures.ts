import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { accounts, programs, savedListContacts, savedLists } from '../../src/server/db/schema';
import { upsertSavedCard } from '../../src/server/features/saved-cards/saved-card-store';
import { testCardToKeep } from '../../src/server/features/saved-cards/test-card-token';
import { TEST_CARDS } from '../../src/shared/payments';

export type ProgramRow = typeof programs.$inferSelect;

/** A person on a saved list; `date` goes into the program's date column (birthday by default). */
export interface ListPerson {
  name: string;
  date: string;
  address1?: string;
  zip?: string;
  customFields?: Record<string, string>;
}

/** An account (as the first sign-in makes it), written straight to the database. */
export async function insertAccount(db: Db, email: string): Promise<string> {
  const [row] = await db.insert(accounts).values({ email }).returning({ id: accounts.id });
  return row!.id;
}

/** The test provider's card on file, as checkout keeps it when "Save this card" is ticked. */
export async function saveTestCard(db: Db, accountId: string): Promise<void> {
  const card = {
    number: TEST_CARDS.success,
    expMonth: 12,
    expYear: new Date().getFullYear() + 3,
    cvc: '123',
  };
  await upsertSavedCard(db, accountId, 'test', testCardToKeep(card));
}

const streetOf = (name: string) => `${((name.length * 37) % 900) + 100} ${name.split(' ')[0]} Street`;

function contactValues(listId: string, person: ListPerson, position: number, dateColumn: string) {
  return {
    listId,
    position,
    name: person.name,
    address1: person.address1 ?? streetOf(person.name),
    city: 'Springfield',
    state: 'IL',
    zip: person.zip ?? '62701',
    customFields: { ...person.customFields, [dateColumn]: person.date },
  };
}

/** A saved list of the account with a date column. */
export async function insertSavedList(
  db: Db,
  accountId: string,
  people: readonly ListPerson[],
  dateColumn = 'birthday',
): Promise<string> {
  const [list] = await db
    .insert(savedLists)
    .values({ accountId, name: 'Clients', columns: [dateColumn] })
    .returning({ id: savedLists.id });
  if (people.length > 0) {
    await db
      .insert(savedListContacts)
      .values(people.map((p, i) => contactValues(list!.id, p, i, dateColumn)));
  }
  return list!.id;
}

/** Adds a person to the list (a new row, as the list editor does). */
export async function addListPerson(db: Db, listId: string, person: ListPerson, dateColumn = 'birthday') {
  await db.insert(savedListContacts).values(contactValues(listId, person, 1000, dateColumn));
}

export async function removeListPerson(db: Db, listId: string, name: string): Promise<void> {
  await db
    .delete(savedListContacts)
    .where(and(eq(savedListContacts.listId, listId), eq(savedListContacts.name, name)));
}

/**
 * A yearly birthday program writing to the list, arriving 3 days before, in UTC, from `startDate` (the
 * scheduler starts the day after lastRunDate: the day before the start).
 */
export async function insertProgram(
  db: Db,
  values: { accountId: string; savedListId: string | null; startDate: string } & Partial<
    typeof programs.$inferInsert
  >,
): Promise<ProgramRow> {
  const dayBefore = new Date(`${values.startDate}T00:00:00Z`);
  dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
  const [row] = await db
    .insert(programs)
    .values({
      name: 'Client birthdays',
      dateColumn: 'birthday',
      timeZone: 'UTC',
      message: 'Happy birthday, {{first_name}}! Wishing you a wonderful year ahead. Warm regards,',
      handwritingStyle: 'elegant',
      lastRunDate: dayBefore.toISOString().slice(0, 10),
      ...values,
    })
    .returning();
  return row!;
}

export async function reloadProgram(db: Db, id: string): Promise<ProgramRow> {
  const [row] = await db.select().from(programs).where(eq(programs.id, id));
  return row!;
}
