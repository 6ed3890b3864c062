import { describe, expect, it } from 'vitest';
import {
  earliestDeliveryDate,
  earliestTodayAnywhere,
  isDeliveryDateAllowed,
  parseCalendarDate,
} from './delivery-date';

describe('delivery date', () => {
  it('is at least 7 calendar days after today, across month and year ends', () => {
    expect(earliestDeliveryDate('2026-11-21')).toBe('2026-11-28');
    expect(earliestDeliveryDate('2026-12-28')).toBe('2027-01-04');
    expect(earliestDeliveryDate(new Date(2026, 1, 25, 23, 30))).toBe('2026-03-04');
    expect(isDeliveryDateAllowed('2026-11-28', '2026-11-21')).toBe(true);
    expect(isDeliveryDateAllowed('2026-11-27', '2026-11-21')).toBe(false);
    expect(isDeliveryDateAllowed('2026-11-28T05:00:00.000Z', '2026-11-21')).toBe(true);
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
