import Papa from 'papaparse';
import { neutraliseFormula } from '../../../lib/csv-formula';

const CONTACTS_EXPORT_COLUMNS = ['name', 'address1', 'address2', 'city', 'state', 'zip'] as const;
export type ExportContact = Record<(typeof CONTACTS_EXPORT_COLUMNS)[number], string>;

/** The admin's contacts download: fixed columns, every cell neutralised, UTF-8 BOM so Excel reads accents. */
export function contactsToCsv(rows: readonly ExportContact[]): string {
  const data = rows.map((row) => CONTACTS_EXPORT_COLUMNS.map((col) => neutraliseFormula(row[col])));
  return `\ufeff${Papa.unparse({ fields: [...CONTACTS_EXPORT_COLUMNS], data }, { newline: '\r\n' })}`;
}
