import Papa from 'papaparse';
import { neutraliseFormula } from '../../../lib/csv-formula';

/** The download's columns: its header, and the contact field each is read from. */
const CONTACTS_EXPORT_COLUMNS = [
  ['name', 'name'],
  ['address1', 'address'],
  ['address2', 'address2'],
  ['city', 'city'],
  ['state', 'state'],
  ['zip', 'zipCode'],
] as const;
type ExportContact = Record<(typeof CONTACTS_EXPORT_COLUMNS)[number][1], string>;

/** The admin's contacts download: fixed columns, every cell neutralised, UTF-8 BOM so Excel reads accents. */
export function contactsToCsv(rows: readonly ExportContact[]): string {
  const fields = CONTACTS_EXPORT_COLUMNS.map(([header]) => header);
  const data = rows.map((row) => CONTACTS_EXPORT_COLUMNS.map(([, field]) => neutraliseFormula(row[field])));
  return `\ufeff${Papa.unparse({ fields, data }, { newline: '\r\n' })}`;
}
