import { describe, expect, it } from 'vitest';
import { toStateCode, US_STATES } from './us-states';

describe('US states', () => {
  it('has the 50 states, DC, five territories and the three military regions', () => {
    expect(US_STATES).toHaveLength(59);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(59);
  });

  it.each([
    ['NY', 'NY'],
    ['ny', 'NY'],
    [' New York ', 'NY'],
    ['new  york', 'NY'],
    ['District of Columbia', 'DC'],
    ['Washington, D.C.', 'DC'],
    ['puerto rico', 'PR'],
    ['Guam', 'GU'],
    ['U.S. Virgin Islands', 'VI'],
    ['AE', 'AE'],
    ['Armed Forces Pacific', 'AP'],
  ])('%s → %s', (input, code) => {
    expect(toStateCode(input)).toBe(code);
  });

  it.each(['Xx', 'Ontario', 'ON', '', 'N'])('rejects %s', (input) => {
    expect(toStateCode(input)).toBeNull();
  });
});
