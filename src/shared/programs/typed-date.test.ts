import { describe, expect, it } from 'vitest';
import { formatTypedDate, occurrenceIn, parseTypedDate, yearsAt } from './typed-date';

describe('parseTypedDate', () => {
  it.each([
    ['1980-03-05', { month: 3, day: 5, year: 1980 }],
    ['03/05/1980', { month: 3, day: 5, year: 1980 }],
    ['3/5/80', { month: 3, day: 5, year: 1980 }],
    ['3/5/05', { month: 3, day: 5, year: 2005 }],
    ['03/05', { month: 3, day: 5, year: null }],
    ['March 5', { month: 3, day: 5, year: null }],
    ['Mar. 5', { month: 3, day: 5, year: null }],
    ['5 Mar 1980', { month: 3, day: 5, year: 1980 }],
    ['March 5, 1980', { month: 3, day: 5, year: 1980 }],
    ['  5 march 1980 ', { month: 3, day: 5, year: 1980 }],
    ['02/29', { month: 2, day: 29, year: null }],
    ['2024-02-29', { month: 2, day: 29, year: 2024 }],
  ])('reads %s', (text, expected) => {
    expect(parseTypedDate(text)).toEqual(expected);
  });

  it.each(['', 'soon', '2023-02-29', '13/05/1980', '02/30', '1980-3', 'March 32', '31/12/1980'])(
    'refuses %j',
    (text) => {
      expect(parseTypedDate(text)).toBeNull();
    },
  );
});

describe('occurrenceIn', () => {
  it('puts 29 February on 28 February in other years', () => {
    const leapling = { month: 2, day: 29, year: 1996 };
    expect(occurrenceIn(leapling, 2027)).toBe('2027-02-28');
    expect(occurrenceIn(leapling, 2028)).toBe('2028-02-29');
  });

  it('keeps every other date', () => {
    expect(occurrenceIn({ month: 12, day: 31, year: null }, 2026)).toBe('2026-12-31');
  });
});

describe('yearsAt and formatTypedDate', () => {
  it('counts years only when the year is known', () => {
    expect(yearsAt({ month: 3, day: 5, year: 1980 }, '2027-03-05')).toBe(47);
    expect(yearsAt({ month: 3, day: 5, year: null }, '2027-03-05')).toBeNull();
  });

  it('writes ISO dates, with --MM-DD when there is no year', () => {
    expect(formatTypedDate({ month: 3, day: 5, year: 1980 })).toBe('1980-03-05');
    expect(formatTypedDate({ month: 3, day: 5, year: null })).toBe('--03-05');
  });
});
