import { describe, expect, it } from 'vitest';
import { parseContactsCsv } from '../contacts-csv';
import { isKnownMergeField, unknownMergeFields } from '../merge-fields';
import { dateLikeColumns, typedDateProblems } from './typed-date-problems';

describe('dates people type, checked at upload', () => {
  it('picks the columns whose header says they hold dates', () => {
    expect(
      dateLikeColumns(['Birthday', 'agent', 'Closing Date', 'renewal_on', 'Anniversary', 'notes']),
    ).toEqual(['Birthday', 'Closing Date', 'renewal_on', 'Anniversary']);
  });

  it('names each unreadable cell by its spreadsheet row, and leaves readable and empty ones alone', () => {
    const csv = [
      'name,address,city,state,zipcode,birthday,renewal_date,agent',
      'Ann Lee,1 Elm St,Springfield,IL,62701,1980-03-05,03/05,Marhc 5',
      'Bo Chan,,Springfield,IL,62701,March 5,,',
      'Cy Dunn,2 Elm St,Springfield,IL,62701,Marhc 5,5 Mar 1980,',
      'Di Ely,3 Elm St,Springfield,IL,62701,,2/30/2020,',
    ].join('\n');
    const result = parseContactsCsv(csv);
    expect(result.contacts).toHaveLength(3);
    expect(typedDateProblems(result.contacts, result.rows).map((p) => p.message)).toEqual([
      "Row 4: 'Marhc 5' is not a date we can read (birthday)",
      "Row 5: '2/30/2020' is not a date we can read (renewal_date)",
    ]);
  });

  it('counts contacts when the rows are not known', () => {
    const problems = typedDateProblems([{ customFields: { Anniversary: 'someday' } }]);
    expect(problems).toEqual([
      {
        row: 'Contact 1',
        column: 'Anniversary',
        value: 'someday',
        message: "Contact 1: 'someday' is not a date we can read (Anniversary)",
      },
    ]);
  });
});

describe('the years merge field', () => {
  it('is known everywhere merge fields are checked', () => {
    expect(isKnownMergeField('years')).toBe(true);
    expect(unknownMergeFields('{{first_name}}, {{years}} years together!')).toEqual([]);
  });
});
