/**
 * Folds text for a name search: case and accents do not matter ("zoe" finds "Zoë", "JOSE" finds "José"),
 * and ligature-like letters a keyboard lacks are spelled out ("ß" → "ss", "ø" → "o", "æ" → "ae").
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase('en-US')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd');
}

/** Whether `haystack` contains `needle`, ignoring case and accents. */
export function matchesSearch(haystack: string, needle: string): boolean {
  const folded = foldForSearch(needle.trim());
  return folded === '' || foldForSearch(haystack).includes(folded);
}
