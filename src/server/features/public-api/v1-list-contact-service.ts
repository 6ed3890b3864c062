import { type ContactFormField, checkContact } from '../../../shared/contact-field-errors';
import { CSV_MESSAGES, MAX_CONTACTS, parseContactsCsv, validateContacts } from '../../../shared/contacts-csv';
import { SAVED_LIST_MESSAGES } from '../../../shared/saved-lists';
import type {
  V1Contact,
  V1ContactBatch,
  V1ContactInput,
  V1UpdateContact,
} from '../../../shared/v1-list-contacts';
import type { Db } from '../../db/client';
import { contactFromStored } from '../../db/stored-contact';
import { mergedMetadata } from '../../lib/metadata-merge';
import type { AddressVerifier } from '../addresses/address-verifier';
import { appendSavedContacts, replaceSavedContact } from '../saved-lists/saved-list-api-store';
import { assertNotOnList, withColumnsOf } from '../saved-lists/saved-list-service';
import {
  deleteSavedContactRow,
  findSavedContact,
  listSavedContactRows,
  type SavedContactRow,
  touchSavedList,
} from '../saved-lists/saved-list-store';
import { toContactInput, V1_ROW_FIELD, v1RowProblem } from './v1-batch-rows';
import { invalidParam, noSuch } from './v1-error';
import { listInScope } from './v1-list-scope';
import type { V1Scope } from './v1-scope';

export interface ListContactDeps {
  db: Db;
  verifier: AddressVerifier;
}

/** Contacts to add: JSON rows, or the text of a CSV file. */
export type ContactSource =
  | { kind: 'json'; contacts: readonly V1ContactInput[] }
  | { kind: 'csv'; text: string };

const FORM_FIELD: Record<ContactFormField, keyof V1ContactInput> = { ...V1_ROW_FIELD, zipCode: 'zip' };

/**
 * Adds contacts by the site's CSV rules, against those the list holds (a repeat is kept once): valid rows are
 * added, each invalid one reported, as a campaign's recipients are.
 */
export async function addContacts(
  deps: ListContactDeps,
  scope: V1Scope,
  listId: string,
  source: ContactSource,
): Promise<V1ContactBatch> {
  const param = source.kind === 'json' ? 'contacts' : 'csv';
  const { added, checked, total } = await deps.db.transaction(async (tx) => {
    const list = await listInScope(tx, scope, listId, { write: true, lock: true });
    const stored = (await listSavedContactRows(tx, list.id)).map(contactFromStored);
    const checked =
      source.kind === 'json'
        ? validateContacts(source.contacts.map(toContactInput), stored, CSV_MESSAGES.onList)
        : parseContactsCsv(source.text, stored, CSV_MESSAGES.onList);
    if (checked.rowCount === 0) throw invalidParam(param, checked.errors[0] ?? CSV_MESSAGES.tooFewRows);
    if (stored.length + checked.contacts.length > MAX_CONTACTS)
      throw invalidParam(param, SAVED_LIST_MESSAGES.full);
    const indexes = checked.indexes ?? [];
    const tagged =
      source.kind === 'json'
        ? checked.contacts.map((c, i) => ({ ...c, metadata: source.contacts[indexes[i] ?? -1]?.metadata }))
        : checked.contacts;
    const added = await appendSavedContacts(tx, list.id, tagged);
    await touchSavedList(tx, list.id, { columns: withColumnsOf(list.columns, checked.contacts) });
    return { added, checked, total: stored.length + added.length };
  });
  const errors = (checked.rowErrors ?? []).map((note) =>
    v1RowProblem(source.kind === 'json' ? 'contacts' : 'csv', note),
  );
  return {
    object: 'contact_batch',
    added: added.length,
    rejected: new Set(errors.map((e) => e.index)).size,
    errors,
    warnings: (checked.rowWarnings ?? []).map((note) =>
      v1RowProblem(source.kind === 'json' ? 'contacts' : 'csv', note),
    ),
    data: await Promise.all(added.map((row) => toV1Contact(deps.verifier, row))),
    recipients: total,
  };
}

/** The fields sent over the stored ones, checked again by the site's rules (one contact, as the site's form). */
export async function updateContact(
  deps: ListContactDeps,
  scope: V1Scope,
  listId: string,
  contactId: string,
  input: V1UpdateContact,
): Promise<V1Contact> {
  const row = await deps.db.transaction(async (tx) => {
    const list = await listInScope(tx, scope, listId, { write: true, lock: true });
    const current = await findSavedContact(tx, list.id, contactId);
    if (!current) throw noSuch('contact', contactId, 'contact_id');
    const stored = contactFromStored(current);
    const { contact, fieldErrors, message } = checkContact({
      name: input.name ?? stored.name,
      address: input.address ?? stored.address,
      address2: input.address2 ?? stored.address2,
      city: input.city ?? stored.city,
      state: input.state ?? stored.state,
      zipCode: input.zip ?? stored.zipCode,
      customFields: { ...stored.customFields, ...input.merge_fields },
    });
    if (!contact) {
      const [field] = Object.keys(fieldErrors) as ContactFormField[];
      throw invalidParam(field ? FORM_FIELD[field] : 'contact_id', message);
    }
    const others = (await listSavedContactRows(tx, list.id)).filter((c) => c.id !== current.id);
    assertNotOnList(
      others.map((c) => ({ id: c.id, ...contactFromStored(c) })),
      contact,
    );
    const metadata = input.metadata ? mergedMetadata(current.metadata, input.metadata) : current.metadata;
    const updated = await replaceSavedContact(tx, current.id, contact, metadata);
    await touchSavedList(tx, list.id, { columns: withColumnsOf(list.columns, [contact]) });
    return updated;
  });
  return toV1Contact(deps.verifier, row);
}

export async function deleteContact(
  db: Db,
  scope: V1Scope,
  listId: string,
  contactId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const list = await listInScope(tx, scope, listId, { write: true, lock: true });
    const current = await findSavedContact(tx, list.id, contactId);
    if (!current) throw noSuch('contact', contactId, 'contact_id');
    await deleteSavedContactRow(tx, current.id);
    await touchSavedList(tx, list.id);
  });
}

/** A stored contact with the site's address checks of it (the offline ZIP data, or a CASS provider). */
export async function toV1Contact(verifier: AddressVerifier, row: SavedContactRow): Promise<V1Contact> {
  const contact = contactFromStored(row);
  return {
    object: 'contact',
    id: row.id,
    list_id: row.listId,
    name: row.name,
    address: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    merge_fields: row.customFields,
    address_warnings: await verifier.verifyAddress(contact),
    metadata: row.metadata,
  };
}
