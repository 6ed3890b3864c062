import Papa from 'papaparse';
import { type Column, mapColumns, REQUIRED_COLUMNS, type RequiredColumn } from './contact-columns';
import { detectNewline, isBlank } from './csv-rows';
import type { MergeContact } from './merge-fields';
import { HASH_MASK, recipientKey, sameRecipient } from './recipient-key';
import { toStateCode } from './us-states';
import { normalizeZip } from './zip-code';

/**
 * Contact CSV rules (public-site.md §5 "Contact upload", issue 4 §6): one implementation used by the upload
 * page, by `POST /api/contacts/batch` (re-validation) and by the admin's manual-order upload.
 *
 * Row numbers are spreadsheet row numbers: the header is row 1 and the first data row is row 2, counting
 * every record including blank ones, so "Row 7" is the row a person sees as 7 in Excel or Google Sheets.
 * A quoted value spanning lines is one row, as in a spreadsheet. Contacts re-validated from JSON (the batch)
 * are named "Contact {n}", counting from 1 in the order sent.
 */

export interface TContact {
  name: string;
  address: string;
  address2?: string;
  city: string;
  state: string;
  zipCode: string;
  customFields: Record<string, string>;
}

/** A contact as received before validation (from a CSV row or a JSON batch). */
export type TContactInput = MergeContact;

export interface ContactsResult {
  contacts: TContact[];
  /** Rows named here were skipped (or, for a file-level problem, nothing was read). */
  errors: string[];
  /** Rows named here were kept, with the change described (padded ZIP, duplicate kept once). */
  warnings: string[];
  /** Data rows read, blank lines not counted. */
  rowCount: number;
  /** Data rows left out for an error (a row with two missing values counts once). */
  skippedRows: number;
  /** The row each kept contact came from, as the messages name it ("Row 7"), in `contacts` order. */
  rows?: string[];
  /** The position of the row each kept contact came from (see `ContactRowNote.index`), in `contacts` order. */
  indexes?: number[];
  /** `errors` of single rows, as data (the public API reports them by row and field). */
  rowErrors?: ContactRowNote[];
  /** `warnings`, as data. */
  rowWarnings?: ContactRowNote[];
}

/** One row's error or warning as data: where it is, the column at fault and the message naming the row. */
export interface ContactRowNote {
  /** The row's position: its index in a JSON batch, its spreadsheet row number in a CSV ("Row 7" is 7). */
  index: number;
  /** The required column at fault, by its CSV name; null when the whole row is concerned. */
  column: RequiredColumn | null;
  message: string;
}

export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_CONTACTS = 5000;

export const CSV_MESSAGES = {
  tooFewRows: 'CSV file must contain at least a header row and one data row',
  missingColumns: (columns: readonly string[]) => `Missing required columns: ${columns.join(', ')}`,
  columnCount: (row: string, expected: number, got: number) =>
    `${row}: Column count mismatch (expected ${expected}, got ${got})`,
  required: (row: string, field: string) => `${row}: ${field} is required`,
  badQuotes: (row: string) => `${row}: A quoted value is not closed properly; check the quotes on this row`,
  badState: (row: string, state: string) => `${row}: State "${state}" is not a US state or territory`,
  badZip: (row: string, zip: string) =>
    `${row}: Zip code "${zip}" is not a valid US ZIP code (5 digits, or ZIP+4 like 12345-6789)`,
  paddedZip: (row: string, zip: string, padded: string) =>
    `${row}: Zip code "${zip}" was padded to "${padded}" (a spreadsheet probably dropped its leading zero)`,
  duplicate: (row: string, first: string, name: string) =>
    `${row}: Duplicate of ${first.toLowerCase()} (${name}, same address and ZIP); kept once`,
  /** How a duplicate's message names a recipient the campaign already held. */
  onCampaign: 'A recipient already on the campaign',
  onList: 'A contact already on the list',
  limit: `A campaign holds at most ${MAX_CONTACTS.toLocaleString('en-US')} contacts; split the list into several campaigns.`,
  tooMany: (count: number) =>
    `The file has ${count.toLocaleString('en-US')} contacts. A campaign holds at most ${MAX_CONTACTS.toLocaleString('en-US')} contacts; split the list into several campaigns.`,
} as const;

/** How the spec's messages name the required values, in column order. */
const REQUIRED_LABELS = ['Name', 'Address', 'City', 'State', 'Zip code'] as const;

/** Collects the result while rows are checked; `seen` finds duplicates across the whole file. */
class ContactCollector {
  readonly contacts: TContact[] = [];
  readonly errors: string[] = [];
  readonly warnings: string[] = [];
  readonly rowErrors: ContactRowNote[] = [];
  readonly rowWarnings: ContactRowNote[] = [];
  skippedRows = 0;
  /** recipientKey → index in `contacts`; `rows` names the row each kept contact came from. */
  private readonly seen = new Map<number, number>();
  private readonly rows: string[] = [];
  private readonly indexes: number[] = [];
  /** The first `held` contacts were already on the list (`remember`): they are not part of the result. */
  private held = 0;

  private error(index: number, column: RequiredColumn | null, message: string): void {
    this.errors.push(message);
    this.rowErrors.push({ index, column, message });
  }

  private warning(index: number, column: RequiredColumn | null, message: string): void {
    this.warnings.push(message);
    this.rowWarnings.push({ index, column, message });
  }

  /**
   * Contacts the list already holds, checked before: a row repeating one of them is a duplicate, kept once.
   * `row` names them in the duplicate's message.
   */
  remember(stored: readonly TContact[], row: string): void {
    for (const contact of stored) {
      let key = recipientKey(contact.name, contact.address, contact.zipCode);
      while (this.seen.has(key)) key = (key + 1) & HASH_MASK;
      this.seen.set(key, this.contacts.length);
      this.rows.push(row);
      this.indexes.push(-1);
      this.contacts.push(contact);
    }
    this.held = this.contacts.length;
  }

  /**
   * The per-row rules, shared by the CSV and the JSON batch. `row` names the row in messages; `index` is its
   * position (see `ContactRowNote`).
   */
  add(input: TContactInput, row: string, index: number): void {
    const name = input.name?.trim() ?? '';
    const address = input.address?.trim() ?? '';
    const city = input.city?.trim() ?? '';
    const rawState = input.state?.trim() ?? '';
    const rawZip = input.zipCode?.trim() ?? '';
    if (!name || !address || !city || !rawState || !rawZip) {
      const values = [name, address, city, rawState, rawZip];
      REQUIRED_LABELS.forEach((label, i) => {
        if (!values[i]) this.error(index, REQUIRED_COLUMNS[i]!, CSV_MESSAGES.required(row, label));
      });
      this.skippedRows++;
      return;
    }

    const state = toStateCode(rawState);
    if (!state) this.error(index, 'state', CSV_MESSAGES.badState(row, rawState));
    const zipCode = normalizeZip(rawZip);
    if (!zipCode) this.error(index, 'zipcode', CSV_MESSAGES.badZip(row, rawZip));
    if (!state || !zipCode) {
      this.skippedRows++;
      return;
    }
    // More digits out than in: a leading zero was put back.
    if (zipCode !== rawZip && zipCode.replace('-', '').length > rawZip.replace(/\D/g, '').length) {
      this.warning(index, 'zipcode', CSV_MESSAGES.paddedZip(row, rawZip, zipCode));
    }

    // Open addressing over the Map: a hash shared by two different recipients moves on to the next slot.
    let key = recipientKey(name, address, zipCode);
    for (let earlier = this.seen.get(key); earlier !== undefined; earlier = this.seen.get(key)) {
      if (sameRecipient(this.contacts[earlier]!, name, address, zipCode)) {
        this.warning(index, null, CSV_MESSAGES.duplicate(row, this.rows[earlier]!, name));
        return;
      }
      key = (key + 1) & HASH_MASK;
    }
    this.seen.set(key, this.contacts.length);
    this.rows.push(row);
    this.indexes.push(index);

    const address2 = input.address2?.trim();
    this.contacts.push(
      address2
        ? { name, address, address2, city, state, zipCode, customFields: input.customFields ?? {} }
        : { name, address, city, state, zipCode, customFields: input.customFields ?? {} },
    );
  }

  /** A row refused before its values were read (column count, quotes). */
  skip(message: string, index: number): void {
    this.error(index, null, message);
    this.skippedRows++;
  }

  result(rowCount: number): ContactsResult {
    const contacts = this.held > 0 ? this.contacts.slice(this.held) : this.contacts;
    if (contacts.length > MAX_CONTACTS) this.errors.push(CSV_MESSAGES.tooMany(contacts.length));
    return {
      contacts,
      errors: this.errors,
      warnings: this.warnings,
      rowCount,
      skippedRows: this.skippedRows,
      rows: this.held > 0 ? this.rows.slice(this.held) : this.rows,
      indexes: this.held > 0 ? this.indexes.slice(this.held) : this.indexes,
      rowErrors: this.rowErrors,
      rowWarnings: this.rowWarnings,
    };
  }
}

/** Parses and validates a contacts CSV (the caller reads the file); `stored`, `storedAs`: see validateContacts. */
export function parseContactsCsv(
  text: string,
  stored: readonly TContact[] = [],
  storedAs: string = CSV_MESSAGES.onCampaign,
): ContactsResult {
  // Papa.parse strips a UTF-8 BOM from string input, so the first header is never "\uFEFFname".
  const parsed = Papa.parse<string[]>(text, { delimiter: ',', newline: detectNewline(text) });
  const rows = parsed.data;
  const broken = new Set(parsed.errors.filter((e) => e.type === 'Quotes').map((e) => e.row));

  let headerIndex = 0;
  while (headerIndex < rows.length && isBlank(rows[headerIndex]!)) headerIndex++;
  const header = rows[headerIndex];
  let dataRows = 0;
  for (let i = headerIndex + 1; i < rows.length && dataRows === 0; i++) if (!isBlank(rows[i]!)) dataRows++;
  if (!header || dataRows === 0)
    return { contacts: [], errors: [CSV_MESSAGES.tooFewRows], warnings: [], rowCount: 0, skippedRows: 0 };

  const columns = mapColumns(header);
  const missing = REQUIRED_COLUMNS.filter((c) => columns.required[c] === undefined);
  if (missing.length > 0) {
    return {
      contacts: [],
      errors: [CSV_MESSAGES.missingColumns(missing)],
      warnings: [],
      rowCount: 0,
      skippedRows: 0,
    };
  }
  const { name, address, address2, city, state, zipcode } = columns.required as Record<Column, number>;
  const expected = header.length;
  // Parallel arrays: this loop runs once per cell, and destructuring tuples here showed up in the benchmark.
  const customIndexes = columns.custom.map(([index]) => index);
  const customKeys = columns.custom.map(([, key]) => key);
  const collector = new ContactCollector();
  collector.remember(stored, storedAs);
  let rowCount = 0;

  for (let i = headerIndex + 1; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.length === 1 && row[0]!.trim() === '') continue;
    const label = `Row ${i + 1}`;
    if (row.length !== expected && !(row.length > expected && isBlank(row.slice(expected)))) {
      if (isBlank(row)) continue;
      rowCount++;
      collector.skip(CSV_MESSAGES.columnCount(label, expected, row.length), i + 1);
      continue;
    }
    if (!row[name]?.trim() && !row[address]?.trim() && isBlank(row)) continue;
    rowCount++;
    if (broken.has(i)) {
      collector.skip(CSV_MESSAGES.badQuotes(label), i + 1);
      continue;
    }
    const customFields: Record<string, string> = {};
    for (let c = 0; c < customIndexes.length; c++) {
      const value = row[customIndexes[c]!]!.trim();
      if (value) customFields[customKeys[c]!] = value;
    }
    collector.add(
      {
        name: row[name],
        address: row[address],
        address2: address2 === undefined ? undefined : row[address2],
        city: row[city],
        state: row[state],
        zipCode: row[zipcode],
        customFields,
      },
      label,
      i + 1,
    );
  }
  return collector.result(rowCount);
}

/**
 * Re-validates contacts that arrive as JSON (the server's batch) with the same per-row rules. `stored`: the
 * recipients a campaign (or a saved list: `storedAs` = `CSV_MESSAGES.onList`) already holds when a batch is
 * added to them (the public API); a contact repeating one of them is a duplicate, kept once.
 */
export function validateContacts(
  contacts: readonly TContactInput[],
  stored: readonly TContact[] = [],
  storedAs: string = CSV_MESSAGES.onCampaign,
): ContactsResult {
  const collector = new ContactCollector();
  collector.remember(stored, storedAs);
  for (const [i, contact] of contacts.entries()) collector.add(contact, `Contact ${i + 1}`, i);
  return collector.result(contacts.length);
}
