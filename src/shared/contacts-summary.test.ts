import { describe, expect, it } from 'vitest';
import { generateContactsCsv } from '../../tests/fixtures/generate-contacts';
import { parseContactsCsv } from './contacts-csv';
import {
  contactsBadgeText,
  contactsSummaryText,
  skippedRowsTitle,
  summarizeContacts,
} from './contacts-summary';

describe('the summary of a checked list', () => {
  it('refuses more than 5,000 contacts, and its summary says none are ready to mail', () => {
    const result = parseContactsCsv(generateContactsCsv(5001));
    expect(result.errors).toEqual([
      'The file has 5,001 contacts. A campaign holds at most 5,000 contacts; split the list into several campaigns.',
    ]);
    const summary = summarizeContacts(result);
    expect(summary).toMatchObject({ rows: 5001, valid: 5001, ready: 0, overLimit: true, skipped: 0 });
    expect(contactsSummaryText(summary)).toBe(
      'None of the 5,001 rows can be mailed yet. A campaign holds at most 5,000 contacts; split the list into several campaigns.',
    );
    // The badge beside it never calls them valid or ready (issue 22).
    expect(contactsBadgeText(summary)).toBe('5,001 rows: over the 5,000 limit');
    expect(contactsBadgeText(summarizeContacts(parseContactsCsv(generateContactsCsv(12))))).toBe('12 valid');
  });

  it('titles skipped rows by rows, not by their messages', () => {
    // One row missing its name and its address: two messages, one skipped row.
    const result = parseContactsCsv(
      ['name,address,city,state,zipcode', ',,Reno,NV,89501', 'Ann Lee,3 Pine Rd,Reno,NV,89501'].join('\n'),
    );
    expect(result.errors).toHaveLength(2);
    expect(result.skippedRows).toBe(1);
    expect(skippedRowsTitle(result.skippedRows)).toBe('1 skipped row');
    expect(skippedRowsTitle(1200)).toBe('1,200 skipped rows');
  });

  it('counts skipped rows once each, and duplicates apart from them', () => {
    const result = parseContactsCsv(
      [
        'name,address,city,state,zipcode',
        'Ann Lee,3 Pine Rd,Reno,NV,89501',
        ',,Reno,NV,89501',
        'Bob Stone,9 Oak Ave,Austin,ZZ,73301',
        'ann lee,3 pine rd,Reno,NV,89501',
        'Too,Many,Columns,NV,89501,extra',
      ].join('\n'),
    );
    const summary = summarizeContacts(result);
    expect(summary).toMatchObject({ rows: 5, valid: 1, skipped: 3, duplicates: 1, ready: 1 });
    expect(contactsSummaryText(summary)).toBe(
      '1 of 5 rows are ready to mail; 3 skipped; 1 duplicate kept once.',
    );
  });
});
