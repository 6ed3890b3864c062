import { type SQL, sql } from 'drizzle-orm';
import type { TContact } from '../../shared/contacts-csv';

/** A recipient as the contact tables keep it (a campaign's `contacts`, a saved list's `saved_list_contacts`). */
export interface StoredContact {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  customFields: Record<string, string>;
}

/** A stored recipient under the names the site's contact (TContact) gives its fields. */
export function contactFromStored(row: StoredContact): Required<TContact> {
  return {
    name: row.name,
    address: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipCode: row.zip,
    customFields: row.customFields,
  };
}

/** The columns a contact is stored in; a missing second address line is stored empty. */
export function storedFromContact(contact: TContact): StoredContact {
  return {
    name: contact.name,
    address1: contact.address,
    address2: contact.address2 ?? '',
    city: contact.city,
    state: contact.state,
    zip: contact.zipCode,
    customFields: contact.customFields,
  };
}

/**
 * The stored columns `name, address1, address2, city, state, zip, custom_fields` of these contacts, each as ONE
 * array parameter for `insert … select … from unnest(…)`: a row-per-VALUES insert of 5,000 contacts would bind
 * tens of thousands of parameters (bench/csv.bench.ts).
 */
export function storedContactArrays(list: readonly TContact[]): SQL {
  const rows = list.map(storedFromContact);
  const column = (pick: (row: StoredContact) => string) => sql.param(rows.map(pick));
  return sql`${column((r) => r.name)}::text[],
    ${column((r) => r.address1)}::text[],
    ${column((r) => r.address2)}::text[],
    ${column((r) => r.city)}::text[],
    ${column((r) => r.state)}::text[],
    ${column((r) => r.zip)}::text[],
    ${column((r) => JSON.stringify(r.customFields))}::jsonb[]`;
}
