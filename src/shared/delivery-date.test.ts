import { describe, expect, it } from 'vitest';
import {
  deliveryDateProblem,
  earliestDeliveryDate,
  earliestTodayAnywhere,
  federalHoliday,
  isBusinessDay,
  isDeliveryDateAllowed,
  nextBusinessDay,
  parseCalendarDate,
  todayIn,
} from './delivery-date';

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
  it('As Soon As Possible is the first business day at least 7 days after today', () => {
    expect(earliestDeliveryDate('2026-11-16')).toBe('2026-11-23'); // Monday + 7 = Monday
    expect(earliestDeliveryDate('2026-11-19')).toBe('2026-11-27'); // + 7 = Thanksgiving → Friday
    expect(earliestDeliveryDate('2026-11-21')).toBe('2026-11-30'); // + 7 = Saturday → Monday
    expect(earliestDeliveryDate('2026-06-26')).toBe('2026-07-06'); // + 7 = July 3, observed Independence Day
    expect(earliestDeliveryDate('2027-06-27')).toBe('2027-07-06'); // + 7 = Sunday July 4, Monday observed
    expect(earliestDeliveryDate('2026-12-28')).toBe('2027-01-04');
    for (let d = 1; d <= 28; d++) {
      const today = `2026-02-${String(d).padStart(2, '0')}`;
      expect(isBusinessDay(earliestDeliveryDate(today))).toBe(true);
    }
  });

  it("takes today in the customer's time zone: the same instant near midnight UTC gives different dates", () => {
    const fridayEveningWest = new Date('2026-11-21T06:30:00Z'); // 1:30 am Saturday in New York
    expect(todayIn('America/New_York', fridayEveningWest)).toBe('2026-11-21');
    expect(todayIn('America/Los_Angeles', fridayEveningWest)).toBe('2026-11-20');
    expect(todayIn('Pacific/Honolulu', fridayEveningWest)).toBe('2026-11-20');
    // New York: Saturday + 7 = Saturday → Monday 30th. Los Angeles: Friday + 7 = Friday 27th (after Thanksgiving).
    expect(earliestDeliveryDate(todayIn('America/New_York', fridayEveningWest))).toBe('2026-11-30');
    expect(earliestDeliveryDate(todayIn('America/Los_Angeles', fridayEveningWest))).toBe('2026-11-27');

    const wednesdayNight = new Date('2026-11-19T08:00:00Z'); // Thursday 3 am in New York, Wednesday 10 pm in Honolulu
    expect(earliestDeliveryDate(todayIn('America/New_York', wednesdayNight))).toBe('2026-11-27'); // Thanksgiving skipped
    expect(earliestDeliveryDate(todayIn('Pacific/Honolulu', wednesdayNight))).toBe('2026-11-25');
  });

  it('refuses weekends, holidays and dates too soon with a sentence that names the way out', () => {
    expect(deliveryDateProblem('2026-11-30', '2026-11-21')).toBeNull();
    expect(deliveryDateProblem('2026-11-27', '2026-11-21')).toBe(
      'The delivery date must be at least 7 days from today (2026-11-30 or later).',
    );
    expect(deliveryDateProblem('2026-12-06', '2026-11-21')).toBe(
      'We deliver on business days only: 2026-12-06 is a Sunday. Choose 2026-12-07 or another weekday.',
    );
    expect(deliveryDateProblem('2026-12-25', '2026-11-21')).toBe(
      'We deliver on business days only: 2026-12-25 is Christmas Day, a US federal holiday. Choose 2026-12-28 or another weekday.',
    );
    expect(isDeliveryDateAllowed('2026-11-30T05:00:00.000Z', '2026-11-21')).toBe(true);
    expect(isDeliveryDateAllowed('2026-11-28', '2026-11-21')).toBe(false);
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
