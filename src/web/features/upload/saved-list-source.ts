import { type ContactsResult, type TContact, validateContacts } from '../../../shared/contacts-csv';
import type { TSavedContact } from '../../../shared/saved-lists';

/**
 * A saved list read back for a campaign: its contacts go through the very rules a CSV's rows do, so the
 * summary, previews, address checks and the campaign batch treat it exactly as an uploaded file.
 */
export function savedListResult(contacts: readonly TSavedContact[]): ContactsResult {
  return validateContacts(
    contacts.map(({ id: _id, address2, ...contact }) => (address2 ? { ...contact, address2 } : contact)),
  );
}

/** The custom columns of an upload in file order (the order each first appears in the rows). */
export function customColumnsOf(contacts: readonly TContact[]): string[] {
  const columns = new Set<string>();
  for (const contact of contacts) for (const key of Object.keys(contact.customFields)) columns.add(key);
  return [...columns];
}

/** "Spring open house.csv" → "Spring open house": the name a saved list gets unless the customer types one. */
export function defaultListName(fileName: string): string {
  return (
    fileName
      .replace(/\.csv$/i, '')
      .trim()
      .slice(0, 120) || 'My contact list'
  );
}
