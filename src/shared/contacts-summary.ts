/** The figures and sentences that sum up a checked contact list, on the upload page and staff's Create Order. */
import { type ContactsResult, CSV_MESSAGES, MAX_CONTACTS } from './contacts-csv';

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
