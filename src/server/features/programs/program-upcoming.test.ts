import { describe, expect, it } from 'vitest';
import {
  monthCosts,
  monthsFrom,
  type RecordedSend,
  tooCloseThisYear,
  upcomingNotes,
} from './program-upcoming';

/** A saved contact with a birthday, the program's date column. */
const person = (id: string, birthday: string) => ({
  id,
  position: Number(id),
  name: `Person ${id}`,
  address1: `${id} Elm St`,
  zip: '62701',
  customFields: { birthday },
});

describe('the months an estimate covers', () => {
  it('is this month and next, across a year end and February', () => {
    expect(monthsFrom('2026-12-31')).toEqual([
      { month: '2026-12', from: '2026-12-01', to: '2026-12-31' },
      { month: '2027-01', from: '2027-01-01', to: '2027-01-31' },
    ]);
    expect(monthsFrom('2028-01-31')[1]).toEqual({ month: '2028-02', from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('the estimated cost', () => {
  const months = monthsFrom('2026-11-25');
  it('prices each day as its own batch at its checkout tier, and counts only notes still to be paid', () => {
    const day = (writtenOn: string, n: number, status: 'due' | 'skipped' | 'over_cap' = 'due') =>
      Array.from({ length: n }, () => ({ writtenOn, status }));
    const costs = monthCosts(
      months,
      [
        ...day('2026-11-30', 99),
        ...day('2026-12-01', 100),
        ...day('2026-12-02', 3, 'skipped'),
        ...day('2026-12-03', 2, 'over_cap'),
      ],
      [
        { writtenOn: '2026-11-20', status: 'sent' },
        { writtenOn: '2026-11-21', status: 'held' },
      ],
    );
    expect(costs).toEqual([
      // 99 notes on the 30th at $4.99, plus one already written on the 20th at $4.99.
      { month: '2026-11', notes: 100, total: '499.00' },
      // 100 notes in one day reach the $3.99 tier.
      { month: '2026-12', notes: 100, total: '399.00' },
    ]);
  });
});

describe('upcoming notes', () => {
  const program = {
    dateColumn: 'birthday',
    arriveDaysBefore: 3,
    recurrence: 'yearly' as const,
    startDate: '2026-01-01',
    endDate: null,
    monthlyCap: 1,
  };
  it('shows what is recorded for a note, and marks those past the monthly cap', () => {
    const contacts = [person('1', '12/15/1980'), person('2', '12/20/1990'), person('3', 'soon')];
    const first = upcomingNotes(program, contacts, [], { today: '2026-11-25', upTo: '2027-01-24' });
    expect(first.notes.map((n) => [n.name, n.status, n.years])).toEqual([
      ['Person 1', 'due', 46],
      ['Person 2', 'over_cap', 36],
    ]);
    expect(first.problems).toEqual([{ contactId: '3', row: 4, name: 'Person 3', value: 'soon' }]);

    const skipped: RecordedSend = {
      contactKey: first.notes[0]!.contactKey,
      occurrenceKey: '2026-12-15',
      status: 'skipped',
      writtenOn: first.notes[0]!.writtenOn,
    };
    const after = upcomingNotes(program, contacts, [skipped], { today: '2026-11-25', upTo: '2027-01-24' });
    expect(after.notes.map((n) => n.status)).toEqual(['skipped', 'due']);
  });
});

describe('who is skipped this year (issue 22 §7)', () => {
  const started = {
    dateColumn: 'birthday',
    arriveDaysBefore: 3,
    recurrence: 'yearly' as const,
    startDate: '2026-11-25',
    endDate: null,
  };

  it('names a contact whose date is too close to reach, with the next date, and no one else', () => {
    const contacts = [person('1', '12/1/1980'), person('2', '12/20/1990'), person('3', '11/1/1985')];
    // 1 December: to arrive by Friday 27 November (after Thanksgiving) it had to be written on 18 November.
    expect(tooCloseThisYear(started, contacts, '2026-11-25')).toEqual([
      {
        contactKey: expect.any(String),
        name: 'Person 1',
        date: '2026-12-01',
        writtenBy: '2026-11-18',
        reason: 'too_close',
        nextOn: '2027-12-01',
      },
    ]);
  });

  it('skips nobody when the program started in time', () => {
    const contacts = [person('1', '12/1/1980')];
    expect(tooCloseThisYear({ ...started, startDate: '2026-11-01' }, contacts, '2026-11-25')).toEqual([]);
  });
});
