import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from '../../../lib/csv-formula';
import { contactsToCsv } from './contacts-csv-export';

describe('neutraliseFormula', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ['+1+cmd|/C calc!A0', `'+1+cmd|/C calc!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A9)', `'@SUM(A1:A9)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
  ])('prefixes %j with an apostrophe', (input, expected) => {
    expect(neutraliseFormula(input)).toBe(expected);
  });

  it.each(['Jane Doe', '123 Main St', 'Suite = 4', '02134', ''])('leaves %j alone', (input) => {
    expect(neutraliseFormula(input)).toBe(input);
  });
});

describe('contactsToCsv', () => {
  it('writes the six columns with quoting, and neutralised cells that round-trip as text', () => {
    const csv = contactsToCsv([
      {
        name: 'Doe, Jane',
        address: '1 "Elm" St',
        address2: '',
        city: 'Boston',
        state: 'MA',
        zipCode: '02134',
      },
      { name: '=cmd()', address: '@home', address2: '-', city: '+x', state: 'NY', zipCode: '10001' },
    ]);
    expect(csv.startsWith('\ufeffname,address1,address2,city,state,zip\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(parsed[1]).toEqual(['Doe, Jane', '1 "Elm" St', '', 'Boston', 'MA', '02134']);
    expect(parsed[2]).toEqual(["'=cmd()", "'@home", "'-", "'+x", 'NY', '10001']);
  });
});
