import { describe, expect, it } from 'vitest';
import { contactKeyOf, type PlanContact, type ProgramRules, planSends } from './plan-sends';

const yearly: ProgramRules = {
  dateColumn: 'birthday',
  arriveDaysBefore: 3,
  recurrence: 'yearly',
  startDate: '2027-01-01',
  endDate: null,
};

let rows = 0;
function person(name: string, birthday: string, extra: Partial<PlanContact> = {}): PlanContact {
  return {
    id: `c${++rows}`,
    position: rows - 1,
    name,
    address1: '12 Elm Street',
    zip: '62701',
    customFields: { birthday },
    ...extra,
  };
}

const occurrences = (result: ReturnType<typeof planSends>) =>
  result.sends.map((s) => [s.contactName, s.occurrenceKey, s.schedule.writtenOn]);

describe('planSends', () => {
  it('plans each yearly occurrence whose note is written in the window, oldest first, with the years', () => {
    const result = planSends(yearly, [person('Ann Lee', '03/14/1980'), person('Bo Chan', 'Feb 12')], {
      after: '2027-01-01',
      upTo: '2028-03-31',
    });
    expect(occurrences(result)).toEqual([
      ['Bo Chan', '2027-02-12', '2027-02-01'],
      ['Ann Lee', '2027-03-14', '2027-03-03'],
      ['Bo Chan', '2028-02-12', '2028-02-01'],
      ['Ann Lee', '2028-03-14', '2028-03-02'],
    ]);
    expect(result.sends.map((s) => s.years)).toEqual([null, 47, null, 48]);
    expect(result.problems).toEqual([]);
  });

  it('puts 29 February on 28 February outside leap years', () => {
    const result = planSends(yearly, [person('Cy Diaz', '1996-02-29')], {
      after: '2027-01-01',
      upTo: '2028-12-31',
    });
    expect(result.sends.map((s) => s.occurrenceKey)).toEqual(['2027-02-28', '2028-02-29']);
  });

  it('writes nothing before the start, after the end, or outside (after, upTo]', () => {
    const ann = person('Ann Lee', 'March 14');
    const program = { ...yearly, startDate: '2027-03-04', endDate: '2028-03-01' };
    // 2027's note is written on 3 March, the day before the start; 2028's occurrence is after the end.
    expect(planSends(program, [ann], { after: '2026-12-31', upTo: '2028-12-31' }).sends).toEqual([]);
    expect(planSends(yearly, [ann], { after: '2027-03-03', upTo: '2027-12-31' }).sends).toEqual([]);
    expect(planSends(yearly, [ann], { after: '2027-03-02', upTo: '2027-03-03' }).sends).toHaveLength(1);
  });

  it("plans a one-time program's first occurrence from the start, keyed 'once'", () => {
    const once = { ...yearly, recurrence: 'once' as const, startDate: '2027-03-10' };
    const result = planSends(once, [person('Ann Lee', 'March 14'), person('Bo Chan', 'April 20')], {
      after: '2027-03-09',
      upTo: '2029-12-31',
    });
    // Ann's 2027 note was due before the start (3 March): her first is 2028's.
    expect(result.sends.map((s) => [s.contactName, s.schedule.occurrence, s.occurrenceKey])).toEqual([
      ['Bo Chan', '2027-04-20', 'once'],
      ['Ann Lee', '2028-03-14', 'once'],
    ]);
  });

  it('reports unreadable dates per row and leaves blank ones out', () => {
    const result = planSends(
      yearly,
      [person('Ann Lee', 'soon'), person('Bo Chan', ''), person('Cy Diaz', '02/30')],
      { after: '2027-01-01', upTo: '2027-12-31' },
    );
    expect(result.sends).toEqual([]);
    expect(result.problems.map((p) => [p.name, p.value])).toEqual([
      ['Ann Lee', 'soon'],
      ['Cy Diaz', '02/30'],
    ]);
  });
});

describe('contactKeyOf', () => {
  it('is the same person whatever the case and spacing, and another at another address', () => {
    const ann = { name: 'Ann Lee', address1: '12 Elm Street', zip: '62701' };
    expect(contactKeyOf({ name: ' ann  LEE', address1: '12 elm  street ', zip: '62701-1234' })).toBe(
      contactKeyOf(ann),
    );
    expect(contactKeyOf({ ...ann, address1: '14 Elm Street' })).not.toBe(contactKeyOf(ann));
  });
});
