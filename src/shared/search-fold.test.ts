import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from './search-fold';

describe('foldForSearch', () => {
  it('ignores case and accents, in both the name and the search', () => {
    expect(matchesSearch('Zoë Kravitz', 'zoe')).toBe(true);
    expect(matchesSearch('Zoe Kravitz', 'Zoë')).toBe(true);
    expect(matchesSearch('José Núñez', 'JOSE NUNEZ')).toBe(true);
    expect(matchesSearch('Renée O’Connor', 'renee')).toBe(true);
    expect(matchesSearch('Søren Æbelø', 'soren aebelo')).toBe(true);
    expect(matchesSearch('Straße', 'strasse')).toBe(true);
    expect(matchesSearch('Zoë', 'zoey')).toBe(false);
    expect(matchesSearch('Anyone', '  ')).toBe(true);
  });

  it('keeps letters without accents as they are', () => {
    expect(foldForSearch('Ada Lovelace 42')).toBe('ada lovelace 42');
  });
});
