import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  deliveryDateProblem,
  deliveryPlan,
  earliestDeliveryDate,
  earliestTodayAnywhere,
  federalHoliday,
  isBusinessDay,
  isDeliveryDateAllowed,
  nextBusinessDay,
  parseCalendarDate,
  todayIn,
} from './delivery-date';
import {
  ASAP_BUSINESS_DAYS,
  PRODUCTION_LEAD_BUSINESS_DAYS,
  REVIEW_BUSINESS_DAYS,
} from './delivery-lead-times';

describe('business days', () => {
  it('skips weekends and US federal holidays as observed', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true); // the Friday after Thanksgiving is not a federal holiday
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-29')).toBe(false); // Sunday
    expect(federalHoliday('2026-11-26')).toBe('Thanksgiving Day');
    expect(federalHoliday('2027-11-25')).toBe('Thanksgiving Day');
    // July 4 on a Saturday is observed on Friday the 3rd, on a Sunday on Monday the 5th.
    expect(federalHoliday('2026-07-03')).toBe('Independence Day');
    expect(isBusinessDay('2026-07-06')).toBe(true);
    expect(federalHoliday('2027-07-05')).toBe('Independence Day');
    expect(isBusinessDay('2027-07-02')).toBe(true);
    // New Year's Day 2028 is a Saturday: observed on Friday, December 31, 2027.
    expect(federalHoliday('2027-12-31')).toBe("New Year's Day");
    expect(federalHoliday('2026-06-19')).toBe('Juneteenth National Independence Day');
  });

  it('moves to the next business day over a weekend and a holiday', () => {
    expect(nextBusinessDay('2026-11-25')).toBe('2026-11-25');
    expect(nextBusinessDay('2026-11-26')).toBe('2026-11-27');
    expect(nextBusinessDay('2026-07-03')).toBe('2026-07-06'); // holiday Friday, then the weekend
    expect(nextBusinessDay('2027-07-03')).toBe('2027-07-06'); // Saturday, Sunday, holiday Monday
    expect(nextBusinessDay('2026-12-25')).toBe('2026-12-28');
  });
});

describe('delivery date', () => {
  it('As Soon As Possible is the first date the rule keeps: 8 business days (review 1, writing 1, mailing 1, USPS 5)', () => {
    expect(ASAP_BUSINESS_DAYS).toBe(8);
    expect(earliestDeliveryDate('2026-11-16')).toBe('2026-11-27'); // Thanksgiving (Thu 26) is not counted
    // The case: ordered on Thanksgiving, ASAP said Thursday December 3 (7 calendar days). Now Tuesday the 8th.
    expect(earliestDeliveryDate('2026-11-26')).toBe('2026-12-08');
    expect(earliestDeliveryDate('2026-11-25')).toBe('2026-12-08'); // Wednesday before: Thursday is no business day
    expect(earliestDeliveryDate('2026-11-21')).toBe('2026-12-03'); // a Saturday order counts from Monday
    // Christmas and New Year's Day, both Fridays in 2026-27.
    expect(earliestDeliveryDate('2026-12-22')).toBe('2027-01-05');
    expect(earliestDeliveryDate('2026-12-28')).toBe('2027-01-08');
    // 1 January 2028 is a Saturday, observed on Friday 31 December 2027; Christmas 2027 on Friday the 24th.
    expect(earliestDeliveryDate('2027-12-22')).toBe('2028-01-05');
    expect(earliestDeliveryDate('2027-12-29')).toBe('2028-01-11');
    for (let d = 1; d <= 28; d++) {
      const today = `2026-12-${String(d).padStart(2, '0')}`;
      const asap = earliestDeliveryDate(today);
      expect(isBusinessDay(asap)).toBe(true);
      // The plan for that date starts after the review: written on the 2nd business day, mailed on the 3rd.
      const plan = deliveryPlan(asap);
      expect(plan.writtenOn).toBe(addBusinessDays(today, REVIEW_BUSINESS_DAYS + 1));
      expect(plan.mailedOn).toBe(addBusinessDays(today, PRODUCTION_LEAD_BUSINESS_DAYS));
      expect(plan.arrives.to).toBe(asap);
      // And it is the first such date: the business day before it could not be kept.
      expect(deliveryDateProblem(addBusinessDays(asap, -1), today)).not.toBeNull();
      expect(deliveryDateProblem(asap, today)).toBeNull();
    }
  });

  it('plans a chosen date: mailed 5 business days before it, arriving from 2 business days before', () => {
    expect(deliveryPlan('2026-12-08')).toEqual({
      writtenOn: '2026-11-30',
      mailedOn: '2026-12-01',
      arrives: { from: '2026-12-04', to: '2026-12-08' },
    });
    // Across Christmas and New Year's Day.
    expect(deliveryPlan('2027-01-06')).toEqual({
      writtenOn: '2026-12-28',
      mailedOn: '2026-12-29',
      arrives: { from: '2027-01-04', to: '2027-01-06' },
    });
  });

  it("takes today in the customer's time zone: one instant, two zones, two dates (Thanksgiving, Christmas, year end)", () => {
    const beforeThanksgiving = new Date('2026-11-25T06:00:00Z'); // Wed 1 am in New York, Tue 10 pm in Los Angeles
    expect(earliestDeliveryDate(todayIn('America/New_York', beforeThanksgiving))).toBe('2026-12-08');
    expect(earliestDeliveryDate(todayIn('America/Los_Angeles', beforeThanksgiving))).toBe('2026-12-07');

    const christmasEve = new Date('2026-12-24T07:00:00Z'); // Thu 2 am in New York, Wed 9 pm in Honolulu
    expect(earliestDeliveryDate(todayIn('America/New_York', christmasEve))).toBe('2027-01-07');
    expect(earliestDeliveryDate(todayIn('Pacific/Honolulu', christmasEve))).toBe('2027-01-06');

    const newYearsEve = new Date('2026-12-31T06:00:00Z'); // Thu 1 am in New York, Wed 10 pm in Los Angeles
    expect(earliestDeliveryDate(todayIn('America/New_York', newYearsEve))).toBe('2027-01-13');
    expect(earliestDeliveryDate(todayIn('America/Los_Angeles', newYearsEve))).toBe('2027-01-12');

    // The server re-checks from the earliest today on Earth, so neither customer's ASAP is refused.
    for (const zone of ['America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu']) {
      for (const now of [beforeThanksgiving, christmasEve, newYearsEve]) {
        const asap = earliestDeliveryDate(todayIn(zone, now));
        expect(deliveryDateProblem(asap, earliestTodayAnywhere(now))).toBeNull();
      }
    }
  });

  it('refuses weekends, holidays and dates too soon with a sentence that names the way out', () => {
    expect(deliveryDateProblem('2026-12-03', '2026-11-21')).toBeNull();
    expect(deliveryDateProblem('2026-12-02', '2026-11-21')).toBe(
      'The earliest delivery date is 2026-12-03, 8 business days from today: we review, write and mail your notes within 3 business days, and USPS takes up to 5. Choose 2026-12-03 or later.',
    );
    expect(deliveryDateProblem('2026-12-06', '2026-11-21')).toBe(
      'We deliver on business days only: 2026-12-06 is a Sunday. Choose 2026-12-07 or another weekday.',
    );
    expect(deliveryDateProblem('2026-12-25', '2026-11-21')).toBe(
      'We deliver on business days only: 2026-12-25 is Christmas Day, a US federal holiday. Choose 2026-12-28 or another weekday.',
    );
    expect(isDeliveryDateAllowed('2026-12-03T05:00:00.000Z', '2026-11-21')).toBe(true);
    expect(isDeliveryDateAllowed('2026-11-30', '2026-11-21')).toBe(false);
  });

  it('reads YYYY-MM-DD or an ISO timestamp and refuses impossible dates', () => {
    expect(parseCalendarDate('2026-12-01')).toBe('2026-12-01');
    expect(parseCalendarDate('2026-12-01T00:00:00.000Z')).toBe('2026-12-01');
    expect(parseCalendarDate('2026-02-30')).toBeNull();
    expect(parseCalendarDate('12/01/2026')).toBeNull();
    expect(isDeliveryDateAllowed('soon', '2026-11-21')).toBe(false);
  });

  it("takes the server's today from the earliest time zone, so a customer west of UTC is not refused", () => {
    expect(earliestTodayAnywhere(new Date('2026-11-22T06:00:00Z'))).toBe('2026-11-21');
    expect(earliestTodayAnywhere(new Date('2026-11-22T13:00:00Z'))).toBe('2026-11-22');
  });
});
