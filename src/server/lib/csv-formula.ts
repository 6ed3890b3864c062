/**
 * Spreadsheet apps run a cell that starts with = + - @ (or a tab / carriage return that hides one) as a
 * formula, so a customer's CSV could attack the staff member who opens it. A leading apostrophe makes
 * such a cell plain text (OWASP "CSV injection"). Every CSV the server writes passes its cells through this.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
