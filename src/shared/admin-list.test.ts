import { describe, expect, it } from 'vitest';
import { parseListSearch } from './admin-list';

describe('parseListSearch', () => {
  it('reads #1042 as an order or campaign number only', () => {
    expect(parseListSearch(' #1042 ')).toEqual({ contains: null, number: 1042 });
  });

  it('reads 1042 as a number or text that contains it', () => {
    expect(parseListSearch('1042')).toEqual({ contains: '%1042%', number: 1042 });
  });

  it('escapes LIKE wildcards so they match themselves', () => {
    expect(parseListSearch('50%_off\\')).toEqual({ contains: '%50\\%\\_off\\\\%', number: null });
  });

  it('treats blank as no search and a too-long number as text', () => {
    expect(parseListSearch('   ')).toBeNull();
    expect(parseListSearch(undefined)).toBeNull();
    expect(parseListSearch('1234567890123456')).toEqual({ contains: '%1234567890123456%', number: null });
  });
});
