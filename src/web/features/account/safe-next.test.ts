import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('follows a path on this site, with its query and hash', () => {
    expect(safeNext('/account/orders/3f2c?x=1#receipt')).toBe('/account/orders/3f2c?x=1#receipt');
    expect(safeNext('/checkout/abc')).toBe('/checkout/abc');
  });

  it('falls back to the account for nothing, relative paths and other origins', () => {
    for (const next of [
      null,
      '',
      'account',
      '//evil.test/account',
      '/\\evil.test',
      'https://evil.test/',
      'javascript:alert(1)',
      '/\t/evil.test',
    ]) {
      expect(safeNext(next)).toBe('/account');
    }
  });
});
