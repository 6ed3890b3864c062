import { describe, expect, it } from 'vitest';
import { scheduleFor, sendsWrittenBetween } from './send-schedule';

describe('scheduleFor', () => {
  it('works back from the date in business days', () => {
    // Friday 2027-03-19, 3 days before: arrive by Tuesday 03-16; mailed 5 business days earlier (Tue 03-09),
    // written the business day before (Mon 03-08).
    expect(scheduleFor('2027-03-19', 3)).toEqual({
      occurrence: '2027-03-19',
      writtenOn: '2027-03-08',
      mailedOn: '2027-03-09',
      arrives: { from: '2027-03-12', to: '2027-03-16' },
    });
  });

  it('arrives by the last business day when the target falls on a weekend or holiday', () => {
    // 2026-12-28 minus 3 = Friday 12-25, Christmas: arrive by Thursday 12-24.
    const s = scheduleFor('2026-12-28', 3);
    expect(s.arrives.to).toBe('2026-12-24');
    expect(s.mailedOn).toBe('2026-12-17');
    expect(s.writtenOn).toBe('2026-12-16');
  });
});

describe('sendsWrittenBetween', () => {
  it("finds next year's January date written in December", () => {
    const sends = sendsWrittenBetween(
      { month: 1, day: 8, year: null },
      { after: '2026-12-01', upTo: '2026-12-31' },
      3,
    );
    expect(sends.map((s) => s.occurrence)).toEqual(['2027-01-08']);
  });

  it('yields one occurrence per year over a long window', () => {
    const sends = sendsWrittenBetween(
      { month: 6, day: 1, year: 1975 },
      { after: '2026-01-01', upTo: '2028-12-31' },
      3,
    );
    expect(sends.map((s) => s.occurrence)).toEqual(['2026-06-01', '2027-06-01', '2028-06-01']);
  });

  it('excludes the window start and includes its end', () => {
    const { writtenOn } = scheduleFor('2027-03-19', 3);
    const date = { month: 3, day: 19, year: null };
    expect(sendsWrittenBetween(date, { after: writtenOn, upTo: '2027-03-31' }, 3)).toEqual([]);
    expect(sendsWrittenBetween(date, { after: '2027-03-01', upTo: writtenOn }, 3)).toHaveLength(1);
  });
});
