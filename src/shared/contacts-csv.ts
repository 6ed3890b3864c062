import Papa from 'papaparse';
import { MERGE_FIELDS, type MergeContact, type MergeField } from './merge-fields';
import { toStateCode } from './us-states';

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

export const REQUIRED_COLUMNS = ['name', 'address', 'city', 'state', 'zipcode'] as const;
export type RequiredColumn = (typeof REQUIRED_COLUMNS)[number];
type Column = RequiredColumn | 'address2';

/** Header spellings CRMs and spreadsheets use, after lowercasing and turning `_`/`-`/spaces into one space. */
const HEADER_ALIASES: Record<string, Column> = {
  name: 'name',
  address: 'address',
  address1: 'address',
  'address 1': 'address',
  street: 'address',
  'street address': 'address',
  address2: 'address2',
  'address 2': 'address2',
  city: 'city',
  state: 'state',
  zipcode: 'zipcode',
  zip: 'zipcode',
  'zip code': 'zipcode',
  'postal code': 'zipcode',
};

/** Column headers shown in the page's format example. */
export const OPTIONAL_COLUMNS = [
  'address2',
  ...MERGE_FIELDS.map((f) => f.key).filter((k) => k !== 'name' && k !== 'address'),
];

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
  limit: `A campaign holds at most ${MAX_CONTACTS.toLocaleString('en-US')} contacts; split the list into several campaigns.`,
  tooMany: (count: number) =>
    `The file has ${count.toLocaleString('en-US')} contacts. A campaign holds at most ${MAX_CONTACTS.toLocaleString('en-US')} contacts; split the list into several campaigns.`,
} as const;

/** How the spec's messages name the required values, in column order. */
const REQUIRED_LABELS = ['Name', 'Address', 'City', 'State', 'Zip code'] as const;

const ZIP = /^(\d{5})(?:-?(\d{4}))?$/;
const ZIP_LOST_ZERO = /^(\d{4})(?:-?(\d{4}))?$/;

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

/** Case- and space-insensitive form of a name or address. */
function fold(value: string): string {
  return value.toLowerCase().replace(/[ \t\r\n]+/g, ' ');
}

function sameRecipient(contact: TContact, name: string, address: string, zipCode: string): boolean {
  return (
    contact.zipCode.slice(0, 5) === zipCode.slice(0, 5) &&
    fold(contact.name) === fold(name) &&
    fold(contact.address) === fold(address)
  );
}

/** Hashes stay small integers (V8 Smis), so the Map's keys cost no allocation. */
const HASH_MASK = 0x3fffffff;

/**
 * FNV-1a over the case-folded, space-collapsed characters of (name, address, ZIP5). Building folded strings
 * and hashing them in a Map cost more than the whole CSV parse (bench/csv.bench.ts); this runs in one pass
 * without allocating. Equal recipients always hash alike; a match is confirmed with `sameRecipient`.
 */
function recipientKey(name: string, address: string, zipCode: string): number {
  let h = foldHash(0x811c9dc5, name);
  h = foldHash(h, address);
  h = foldHash(h, zipCode.slice(0, 5));
  return h & HASH_MASK;
}

function foldHash(hash: number, value: string): number {
  let h = hash;
  let space = false;
  for (let i = 0; i < value.length; i++) {
    let c = value.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) {
      space = true;
      continue;
    }
    if (space) {
      h = Math.imul(h ^ 32, 0x01000193);
      space = false;
    }
    if (c >= 65 && c <= 90) c += 32;
    else if (c > 127) c = String.fromCharCode(c).toLowerCase().charCodeAt(0);
    h = Math.imul(h ^ c, 0x01000193);
  }
  // A separator, so ("ab", "c") and ("a", "bc") differ.
  return Math.imul(h ^ 0x7c, 0x01000193);
}

/** '02134', '02134-1234' and '021341234' → canonical; '2134' (lost leading zero) → '02134'; else null. */
function normalizeZip(raw: string): string | null {
  if (raw.length === 5 && isDigits(raw)) return raw;
  const zip = raw.replace(/\s+/g, '');
  const m = ZIP.exec(zip);
  if (m) return m[2] ? `${m[1]}-${m[2]}` : m[1]!;
  const lost = ZIP_LOST_ZERO.exec(zip);
  if (lost) return lost[2] ? `0${lost[1]}-${lost[2]}` : `0${lost[1]}`;
  return null;
}

function isDigits(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/**
 * The file's line ending, read from the end of the header row (outside quotes). Papa can guess it too, but
 * its guess strips every quoted value of the first megabyte with a regex and cost a fifth of the whole parse.
 */
function detectNewline(text: string): '\r\n' | '\n' | '\r' {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (!quoted && c === 10) return '\n';
    else if (!quoted && c === 13) return text.charCodeAt(i + 1) === 10 ? '\r\n' : '\r';
  }
  return '\n';
}

function headerKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

function isBlank(row: readonly string[]): boolean {
  for (const cell of row) if (cell.trim() !== '') return false;
  return true;
}

interface ColumnMap {
  required: Partial<Record<Column, number>>;
  /** Unknown columns with a header: index and the header as written (the custom field's name). */
  custom: [number, string][];
}

function mapColumns(header: readonly string[]): ColumnMap {
  const map: ColumnMap = { required: {}, custom: [] };
  header.forEach((raw, i) => {
    const column = HEADER_ALIASES[headerKey(raw)];
    if (column && map.required[column] === undefined) map.required[column] = i;
    else if (raw.trim()) map.custom.push([i, raw.trim()]);
  });
  return map;
}

/**
 * Parses and validates a contacts CSV (a string; the caller reads the file). `stored`: as for
 * `validateContacts`, the recipients a campaign already holds.
 */
export function parseContactsCsv(text: string, stored: readonly TContact[] = []): ContactsResult {
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
  collector.remember(stored, CSV_MESSAGES.onCampaign);
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

export interface ContactsSummary {
  /** Data rows read. */
  rows: number;
  /** Distinct valid recipients: the notes this list makes. */
  valid: number;
  /** Rows left out for an error. */
  skipped: number;
  /** Rows that repeat an earlier recipient (kept once). */
  duplicates: number;
  /** More valid recipients than a campaign holds: none of them can be mailed until the list is split. */
  overLimit: boolean;
  /** The notes that can be mailed: `valid`, or 0 over the limit. */
  ready: number;
}

/** The figures every CSV summary shows (the customer's upload page and staff's Create Order), from one rule. */
export function summarizeContacts(result: ContactsResult): ContactsSummary {
  const valid = result.contacts.length;
  const overLimit = valid > MAX_CONTACTS;
  return {
    rows: result.rowCount,
    valid,
    skipped: result.skippedRows,
    duplicates: Math.max(0, result.rowCount - valid - result.skippedRows),
    overLimit,
    ready: overLimit ? 0 : valid,
  };
}

/** One sentence for that summary: "6 of 120 rows are ready to mail; 114 skipped." or the limit. */
export function contactsSummaryText(summary: ContactsSummary): string {
  const n = (value: number) => value.toLocaleString('en-US');
  if (summary.overLimit) {
    return `None of the ${n(summary.rows)} rows can be mailed yet. ${CSV_MESSAGES.limit}`;
  }
  const parts = [`${n(summary.ready)} of ${n(summary.rows)} rows are ready to mail`];
  if (summary.skipped > 0) parts.push(`${n(summary.skipped)} skipped`);
  if (summary.duplicates > 0)
    parts.push(`${n(summary.duplicates)} duplicate${summary.duplicates === 1 ? '' : 's'} kept once`);
  return `${parts.join('; ')}.`;
}

/**
 * The short badge beside that sentence, from the same figures, so the two never disagree: "120 valid", or
 * for a list over the limit "5,001 rows: over the 5,000 limit" (none of them is ready to mail).
 */
export function contactsBadgeText(summary: ContactsSummary): string {
  const n = (value: number) => value.toLocaleString('en-US');
  if (summary.overLimit) return `${n(summary.valid)} rows: over the ${n(MAX_CONTACTS)} limit`;
  return `${n(summary.ready)} valid`;
}

/** "1 skipped row": rows, not messages (one row may miss several columns). */
export function skippedRowsTitle(rows: number): string {
  return `${rows.toLocaleString('en-US')} skipped ${rows === 1 ? 'row' : 'rows'}`;
}

/**
 * Re-validates contacts that arrive as JSON (the server's batch) with the same per-row rules. `stored`: the
 * recipients a campaign already holds when a batch is added to them (the public API); a contact repeating one
 * of them is a duplicate, kept once.
 */
export function validateContacts(
  contacts: readonly TContactInput[],
  stored: readonly TContact[] = [],
): ContactsResult {
  const collector = new ContactCollector();
  collector.remember(stored, CSV_MESSAGES.onCampaign);
  contacts.forEach((contact, i) => {
    collector.add(contact, `Contact ${i + 1}`, i);
  });
  return collector.result(contacts.length);
}

/**
 * `contact-template.csv`: the required columns first, in the order of the spec's rule (name, address, city,
 * state, zipcode), so a person filling it in meets the must-haves first; then the 19 merge-field columns in
 * their §9 order, without name and address, which are already there (22 columns). One example row shows
 * a quoted address with a comma.
 */
export function buildTemplateCsv(): string {
  const extra: MergeField[] = MERGE_FIELDS.filter((f) => f.key !== 'name' && f.key !== 'address');
  const fields = [...REQUIRED_COLUMNS, ...extra.map((f) => f.key)];
  const example = [
    'Sarah Johnson',
    '123 Main St, Suite 4',
    'Springfield',
    'IL',
    '62704',
    ...extra.map((f) => f.sample),
  ];
  return `${Papa.unparse({ fields, data: [example] }, { newline: '\r\n' })}\r\n`;
}
