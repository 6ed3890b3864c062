import Papa from 'papaparse';

const CONTACTS_EXPORT_COLUMNS = ['name', 'address1', 'address2', 'city', 'state', 'zip'] as const;
export type ExportContact = Record<(typeof CONTACTS_EXPORT_COLUMNS)[number], string>;

/**
 * Spreadsheet apps run a cell that starts with = + - @ (or a tab / carriage return that hides one) as a
 * formula, so a customer's CSV could attack the staff member who opens it. A leading apostrophe makes
 * such a cell plain text (OWASP "CSV injection").
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** The admin's contacts download: fixed columns, every cell neutralised, UTF-8 BOM so Excel reads accents. */
export function contactsToCsv(rows: readonly ExportContact[]): string {
  const data = rows.map((row) => CONTACTS_EXPORT_COLUMNS.map((col) => neutraliseFormula(row[col])));
  return `\ufeff${Papa.unparse({ fields: [...CONTACTS_EXPORT_COLUMNS], data }, { newline: '\r\n' })}`;
}
