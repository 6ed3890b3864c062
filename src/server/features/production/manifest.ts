import Papa from 'papaparse';
import { MANIFEST_COLUMNS, type ManifestColumn } from '../../../shared/production';
import { neutraliseFormula } from '../../lib/csv-formula';

export type ManifestRow = Record<ManifestColumn, string | number>;

/**
 * manifest.csv, written a chunk of rows at a time so 5,000 notes never sit in memory. Cells are neutralised
 * like the admin contacts export (a name such as "=HYPERLINK(…)" stays text in a spreadsheet); a UTF-8 BOM
 * lets Excel read accents.
 */
export function manifestHeader(): string {
  return `\ufeff${Papa.unparse([[...MANIFEST_COLUMNS]], { newline: '\r\n' })}\r\n`;
}

export function manifestLines(rows: readonly ManifestRow[]): string {
  if (rows.length === 0) return '';
  const data = rows.map((row) =>
    MANIFEST_COLUMNS.map((column) => {
      const value = row[column];
      return typeof value === 'number' ? String(value) : neutraliseFormula(value);
    }),
  );
  return `${Papa.unparse(data, { newline: '\r\n' })}\r\n`;
}

/** mm and seconds with two decimals: enough for an operator, stable for a diff. */
export const round2 = (n: number) => Math.round(n * 100) / 100;
