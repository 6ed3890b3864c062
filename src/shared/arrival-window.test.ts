import { describe, expect, it } from 'vitest';
import { addBusinessDays, arrivalWindow } from './arrival-window';

describe('addBusinessDays', () => {
  it('skips weekends both ways', () => {
    // 2026-12-04 is a Friday.
    expect(addBusinessDays('2026-12-04', 1)).toBe('2026-12-07');
    expect(addBusinessDays('2026-12-07', -1)).toBe('2026-12-04');
    expect(addBusinessDays('2026-12-02', 3)).toBe('2026-12-07');
  });

  it('skips US federal holidays as observed', () => {
    // Thanksgiving 2026 is Thursday November 26.
    expect(addBusinessDays('2026-11-25', 1)).toBe('2026-11-27');
    // Christmas 2026 falls on a Friday: Thursday 24 → Monday 28.
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
    expect(addBusinessDays('2026-12-28', -1)).toBe('2026-12-24');
  });

  it('counts from a weekend day to the business days after it', () => {
    expect(addBusinessDays('2026-12-05', 3)).toBe('2026-12-09');
  });
});

describe('arrivalWindow', () => {
  it('is unknown without a delivery date or a mailing', () => {
    expect(arrivalWindow({ deliveryDate: null, mailedOn: null })).toBeNull();
  });

  it('before mailing: by the chosen date, from the earliest mailing day plus the shortest transit', () => {
    // Wednesday 2026-12-16: mailed from Wed 12-09 at the earliest, 3 business days in the post → Mon 12-14.
    expect(arrivalWindow({ deliveryDate: '2026-12-16', mailedOn: null })).toEqual({
      from: '2026-12-14',
      to: '2026-12-16',
    });
  });

  it('after mailing: the last mailing day plus 3–5 business days, whatever date was chosen', () => {
    // Mailed Monday 2026-11-23: Thanksgiving (Thu 26) moves the window's end to Tuesday December 1.
    expect(arrivalWindow({ deliveryDate: '2026-12-16', mailedOn: '2026-11-23' })).toEqual({
      from: '2026-11-27',
      to: '2026-12-01',
    });
  });
});
