import { beforeAll, describe, expect, it } from 'vitest';
import { isUrlOrEmail, loadHyphenation, syllableBreaks, tokenBreaks } from './hyphenation';

beforeAll(() => loadHyphenation());

const at = (token: string, syllables = true) =>
  tokenBreaks([...token], syllables).map((b) => `${token.slice(0, b.at)}${b.hyphen ? '-' : ''}|`);

describe('hyphenation', () => {
  it('breaks words at their syllables (US English patterns), never leaving one letter or two at the end', () => {
    expect(syllableBreaks('beautiful')).toEqual([4, 6]);
    expect(syllableBreaks('congratulations')).toEqual([3, 7, 8, 10]); // con-grat-u-la-tions
    expect(syllableBreaks('pleasure')).toEqual([4]);
    expect(syllableBreaks('cat')).toEqual([]);
    for (const k of syllableBreaks('Supercalifragilisticexpialidocious')) {
      expect(k).toBeGreaterThanOrEqual(2);
      expect('Supercalifragilisticexpialidocious'.length - k).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps punctuation out of the word and writes a hyphen at a syllable break', () => {
    expect(at('"beautiful,"')).toEqual(['"beau-|', '"beauti-|']);
    expect(at("students'")).toEqual(['stu-|']);
    // A typed hyphen is a break with no hyphen added; each part is hyphenated on its own.
    expect(at('well-known')).toEqual(['well-|']);
    expect(at('beautiful', false)).toEqual([]);
  });

  it('recognises URLs and e-mail addresses, and breaks them only after / . or @', () => {
    for (const token of [
      'https://www.maplestreetrealty.com/contact',
      'www.example.org',
      'maplestreetrealty.com/listings',
      'dana.whitfield@maplestreetrealty.com',
      '(https://example.com/a),',
    ])
      expect(isUrlOrEmail(token), token).toBe(true);
    for (const token of ['e.g.', 'Mr.', 'U.S.A.', 'well-known', 'beautiful.', '3.5', 'a.m.'])
      expect(isUrlOrEmail(token), token).toBe(false);
    expect(at('https://www.maplestreetrealty.com/contact')).toEqual([
      'https://|',
      'https://www.|',
      'https://www.maplestreetrealty.|',
      'https://www.maplestreetrealty.com/|',
    ]);
    expect(at('dana.whitfield@maplestreetrealty.com')).toEqual([
      'dana.|',
      'dana.whitfield@|',
      'dana.whitfield@maplestreetrealty.|',
    ]);
  });
});
