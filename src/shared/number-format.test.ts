import { describe, expect, it } from 'vitest';
import { formatAmount } from './money';
import { formatCount } from './number-format';

describe('formatCount and formatAmount', () => {
  it('write what en-US Intl writes', () => {
    for (const n of [0, 7, 99, 100, 999, 1000, 12345, 1000000, 987654321, -1, -1234, -999999]) {
      expect(formatCount(n), String(n)).toBe(n.toLocaleString('en-US'));
    }
    const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const cents of [0, 5, 99, 100, 174500, 123456789, -1, -250, -100000]) {
      expect(formatAmount(cents), String(cents)).toBe(usd.format(cents / 100));
    }
  });
});
