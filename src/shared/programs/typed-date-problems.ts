import { parseTypedDate } from './typed-date';

/** Headers that hold dates a program could be driven by (issue 13 §2). */
const DATE_LIKE = /date|birthday|anniversary|renewal/i;

export interface TypedDateProblem {
  /** "Row 7" as the CSV messages name rows, else "Contact 7" when the row is not known. */
  row: string;
  column: string;
  value: string;
  message: string;
}

/** The custom columns whose header says they hold dates (birthday, anniversary, renewal_date, Closing Date…). */
export function dateLikeColumns(columns: readonly string[]): string[] {
  return columns.filter((column) => DATE_LIKE.test(column));
}

/**
 * Every filled cell of a date-like column that is not a date we can read, one per cell in contact order:
 * a warning for the upload page (the contact is kept; a program would skip that row), never guessed.
 */
export function typedDateProblems(
  contacts: ReadonlyArray<{ customFields: Record<string, string> }>,
  rows?: readonly string[],
): TypedDateProblem[] {
  const columns = dateLikeColumns([...new Set(contacts.flatMap((c) => Object.keys(c.customFields)))]);
  const problems: TypedDateProblem[] = [];
  contacts.forEach((contact, i) => {
    for (const column of columns) {
      const value = contact.customFields[column]?.trim() ?? '';
      if (!value || parseTypedDate(value)) continue;
      const row = rows?.[i] ?? `Contact ${i + 1}`;
      problems.push({
        row,
        column,
        value,
        message: `${row}: '${value}' is not a date we can read (${column})`,
      });
    }
  });
  return problems;
}
