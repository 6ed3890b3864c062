import type { AddressWarning } from '../../../shared/address-checks';
import { checkContact } from '../../../shared/contact-field-errors';
import {
  MAX_CONTACTS,
  type TContact,
  type TContactInput,
  validateContacts,
} from '../../../shared/contacts-csv';
import {
  SAVED_LIST_MESSAGES,
  type TSavedContact,
  type TSavedContactResult,
  type TSavedList,
  type TSavedListSummary,
} from '../../../shared/saved-lists';
import type { Db, Tx } from '../../db/client';
import { contactFromStored } from '../../db/stored-contact';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AddressVerifier } from '../addresses/address-verifier';
import * as store from './saved-list-store';

/** How many refused rows a 400 names before "and N more" (as the campaign upload does). */
const NAMED_ERRORS = 10;

export interface SavedListDeps {
  db: Db;
  verifier: AddressVerifier;
}

export async function listSavedLists(db: Db, accountId: string): Promise<TSavedListSummary[]> {
  const rows = await store.listSavedListRows(db, accountId);
  return rows.map(({ list, contactCount }) => summary(list, contactCount));
}

/** Keeps an upload under a name: all or nothing, every contact through the campaign upload's CSV rules. */
export async function createSavedList(
  db: Db,
  accountId: string,
  input: { name: string; columns: string[]; contacts: readonly TContactInput[] },
): Promise<TSavedListSummary> {
  const checked = validateContacts(input.contacts);
  if (checked.errors.length > 0) {
    const shown = checked.errors.slice(0, NAMED_ERRORS).join('; ');
    const more = checked.errors.length - NAMED_ERRORS;
    const problems = checked.errors.length === 1 ? '1 problem' : `${checked.errors.length} problems`;
    throw badRequest(`The list was not saved: ${problems}. ${shown}${more > 0 ? `; and ${more} more` : ''}.`);
  }
  const columns = withColumnsOf(input.columns, checked.contacts);
  return db.transaction(async (tx) => {
    const list = await store.insertSavedList(tx, { accountId, name: input.name, columns });
    await store.insertSavedContacts(tx, list.id, checked.contacts);
    return summary(list, checked.contacts.length);
  });
}

export async function getSavedList(db: Db, accountId: string, listId: string): Promise<TSavedList> {
  const list = await ownList(db, accountId, listId);
  const contacts = (await store.listSavedContactRows(db, list.id)).map(toSavedContact);
  return { ...summary(list, contacts.length), contacts };
}

export async function renameSavedList(
  db: Db,
  accountId: string,
  listId: string,
  name: string,
): Promise<TSavedListSummary> {
  return db.transaction(async (tx) => {
    const list = await ownList(tx, accountId, listId, true);
    const renamed = await store.touchSavedList(tx, list.id, { name });
    return summary(renamed, await store.countSavedContacts(tx, list.id));
  });
}

export async function deleteSavedList(db: Db, accountId: string, listId: string): Promise<void> {
  const list = await ownList(db, accountId, listId);
  await store.deleteSavedListRow(db, list.id);
}

export async function addSavedContact(
  deps: SavedListDeps,
  accountId: string,
  listId: string,
  input: TContactInput,
): Promise<TSavedContactResult> {
  const { contact, notes } = checked(input);
  const row = await deps.db.transaction(async (tx) => {
    const list = await ownList(tx, accountId, listId, true);
    const existing = await store.listSavedContactRows(tx, list.id);
    if (existing.length >= MAX_CONTACTS) throw conflict(SAVED_LIST_MESSAGES.full);
    assertNotOnList(existing.map(toSavedContact), contact);
    const added = await store.appendSavedContact(tx, list.id, contact);
    await store.touchSavedList(tx, list.id, { columns: withColumnsOf(list.columns, [contact]) });
    return added;
  });
  return result(deps.verifier, row, notes);
}

export async function updateSavedContact(
  deps: SavedListDeps,
  accountId: string,
  listId: string,
  contactId: string,
  input: TContactInput,
): Promise<TSavedContactResult> {
  const { contact, notes } = checked(input);
  const row = await deps.db.transaction(async (tx) => {
    const list = await ownList(tx, accountId, listId, true);
    const current = await store.findSavedContact(tx, list.id, contactId);
    if (!current) throw notFound(SAVED_LIST_MESSAGES.contactNotFound);
    const others = (await store.listSavedContactRows(tx, list.id)).filter((c) => c.id !== current.id);
    assertNotOnList(others.map(toSavedContact), contact);
    const updated = await store.updateSavedContactRow(tx, current.id, contact);
    await store.touchSavedList(tx, list.id, { columns: withColumnsOf(list.columns, [contact]) });
    return updated;
  });
  return result(deps.verifier, row, notes);
}

export async function removeSavedContact(
  db: Db,
  accountId: string,
  listId: string,
  contactId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const list = await ownList(tx, accountId, listId, true);
    const current = await store.findSavedContact(tx, list.id, contactId);
    if (!current) throw notFound(SAVED_LIST_MESSAGES.contactNotFound);
    await store.deleteSavedContactRow(tx, current.id);
    await store.touchSavedList(tx, list.id);
  });
}

/**
 * Another account's list answers exactly as a list that does not exist: 404, never 403. So does a test list
 * (made with a test API key): the site shows the live address book only.
 */
async function ownList(db: Db | Tx, accountId: string, listId: string, lock = false) {
  const list = await store.findSavedList(db, accountId, listId, lock);
  if (!list?.livemode) throw notFound(SAVED_LIST_MESSAGES.notFound);
  return list;
}

function checked(input: TContactInput): { contact: TContact; notes: string[] } {
  const { contact, message, notes } = checkContact(input);
  if (!contact) throw badRequest(message);
  return { contact, notes };
}

/**
 * The CSV rules keep a recipient once (same name and address, case and spacing aside, same ZIP5): an edit may
 * not make a second copy. Checked by running the rules over the list with the new contact last.
 */
export function assertNotOnList(others: readonly TSavedContact[], contact: TContact): void {
  const { contacts } = validateContacts([...others, contact]);
  if (contacts.length === others.length) throw conflict(SAVED_LIST_MESSAGES.duplicate);
}

async function result(
  verifier: AddressVerifier,
  row: store.SavedContactRow,
  notes: string[],
): Promise<TSavedContactResult> {
  const contact = toSavedContact(row);
  const addressWarnings: AddressWarning[] = await verifier.verifyAddress(contact);
  return { contact, notes, addressWarnings };
}

/** The columns as uploaded, then any custom field a contact brings that the list did not have yet. */
export function withColumnsOf(columns: readonly string[], contacts: readonly TContact[]): string[] {
  const all = new Set(columns);
  for (const contact of contacts) for (const key of Object.keys(contact.customFields)) all.add(key);
  return [...all];
}

function summary(list: store.SavedListRow, contactCount: number): TSavedListSummary {
  return {
    id: list.id,
    name: list.name,
    contactCount,
    columns: list.columns,
    updatedAt: list.updatedAt.toISOString(),
  };
}

function toSavedContact(row: store.SavedContactRow): TSavedContact {
  return {
    id: row.id,
    ...contactFromStored(row),
  };
}
