import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents, formatAmount, formatUSD } from './money';

describe('money', () => {
  it('renders cents as API decimal strings', () => {
    expect(centsToDecimal(174500)).toBe('1745.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(-250)).toBe('-2.50');
  });

  it('parses decimal strings into cents and rejects anything else', () => {
    expect(decimalToCents('12.5')).toBe(1250);
    expect(decimalToCents('12.05')).toBe(1205);
    expect(decimalToCents('7')).toBe(700);
    expect(decimalToCents('1.234')).toBeNull();
    expect(decimalToCents('abc')).toBeNull();
  });

  it('formats grouped amounts for display', () => {
    expect(formatAmount(174500)).toBe('1,745.00');
    expect(formatUSD(299)).toBe('$2.99');
  });
});
