/**
 * Where a written word may be broken at a line end: at its syllables (Liang's patterns, US English, from the
 * maintained `hyphen` package; a hyphen is written at the break), after `/`, `.` or `@` in URLs and e-mail
 * addresses (never hyphenated), and after a hyphen or dash the writer typed.
 *
 * The patterns are ~100 kB of JavaScript, so they are loaded on demand (`loadHyphenation()`, awaited by
 * `loadStrokeFont`, which every renderer caller already awaits): the browser downloads them with the first
 * font. `renderNote` refuses to run without them rather than lay out a note differently from the server.
 */

type HyphenateSync = (text: string, options?: { hyphenChar?: string; minWordLength?: number }) => string;

let hyphenateSync: HyphenateSync | undefined;
let loading: Promise<void> | undefined;

/** Loads the US English patterns once (a no-op when loaded). */
export function loadHyphenation(): Promise<void> {
  if (hyphenateSync) return Promise.resolve();
  if (!loading) {
    loading = import('hyphen/en-us/index.js').then(
      (mod: { default?: { hyphenateSync: HyphenateSync }; hyphenateSync?: HyphenateSync }) => {
        hyphenateSync = mod.hyphenateSync ?? mod.default?.hyphenateSync;
        if (!hyphenateSync) throw new Error('hyphen/en-us did not export hyphenateSync');
      },
    );
    // A failed download may succeed later: do not keep the failure.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

export function hyphenationLoaded(): boolean {
  return hyphenateSync !== undefined;
}

const SOFT_HYPHEN = '\u00AD';
/** Letters that may stand on either side of a syllable break: at least 2 before, 3 after (TeX's US values). */
const LEFT_MIN = 2;
const RIGHT_MIN = 3;
const MIN_WORD = 5;
const cache = new Map<string, readonly number[]>();
const CACHE_LIMIT = 20_000;

/**
 * Syllable break offsets inside a run of letters (offset k: break between letter k-1 and k), e.g.
 * "beautiful" → [4, 6]. Cached per word: a campaign writes the same words thousands of times.
 */
export function syllableBreaks(word: string): readonly number[] {
  if (!hyphenateSync) {
    throw new Error('Hyphenation patterns are not loaded: await loadHyphenation() (or loadStrokeFont) first');
  }
  const cached = cache.get(word);
  if (cached) return cached;
  const breaks: number[] = [];
  const letters = [...word];
  if (letters.length >= MIN_WORD) {
    const marked = [...hyphenateSync(word, { hyphenChar: SOFT_HYPHEN, minWordLength: MIN_WORD })];
    let k = 0;
    for (const char of marked) {
      if (char === SOFT_HYPHEN) {
        if (k >= LEFT_MIN && letters.length - k >= RIGHT_MIN) breaks.push(k);
      } else k++;
    }
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, breaks);
  return breaks;
}

const URL_START = /^[("'“‘<[]*(?:(?:https?|ftp):\/\/|www\.)/i;
const EMAIL = /^[("'“‘<[]*[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A bare domain or path: labels of 2+ characters joined by dots, ending in a letters-only label. */
const DOMAIN =
  /^[("'“‘<[]*[\p{L}\p{N}-]{2,}(?:\.[\p{L}\p{N}-]{2,})*\.\p{L}{2,}(?:[/:?#]\S*)?[)"'”’>\].,;:!?]*$/u;

/** URLs and e-mail addresses: broken only after `/`, `.` or `@`, never hyphenated. */
export function isUrlOrEmail(token: string): boolean {
  return URL_START.test(token) || EMAIL.test(token) || DOMAIN.test(token);
}

/** One place a token may be broken: the line ends before `at` (an offset into the token). */
export interface TokenBreak {
  at: number;
  /** Write a hyphen at the end of the line (syllable breaks and letter splits of a word). */
  hyphen: boolean;
}

const LETTER = /\p{L}/u;
const DASHES = new Set(['-', '\u2010', '\u2011', '\u2013', '\u2014', '/']);

/**
 * Break opportunities inside one token (a run of characters without spaces), in increasing order:
 * URL/e-mail → after `/`, `.`, `@` (not inside `://`, never before the token's last two characters);
 * words → after a typed hyphen or dash, and (with `syllables`) at the syllables of each run of letters.
 */
export function tokenBreaks(chars: readonly string[], syllables: boolean): TokenBreak[] {
  const token = chars.join('');
  const breaks: TokenBreak[] = [];
  if (isUrlOrEmail(token)) {
    for (let k = 1; k < chars.length - 2; k++) {
      const c = chars[k]!;
      if (c !== '/' && c !== '.' && c !== '@') continue;
      // "https://" stays whole: break after the second slash, not between the two.
      if (c === '/' && chars[k + 1] === '/') continue;
      if (c === '/' && chars[k - 1] === ':') continue;
      breaks.push({ at: k + 1, hyphen: false });
    }
    return breaks;
  }
  let run = -1;
  for (let k = 0; k <= chars.length; k++) {
    const c = chars[k];
    const isLetter = c !== undefined && (LETTER.test(c) || ((c === "'" || c === '’') && run >= 0));
    if (isLetter) {
      if (run < 0) run = k;
      continue;
    }
    if (run >= 0 && syllables) {
      // A trailing apostrophe is not part of the word ("students'").
      let end = k;
      while (end > run && (chars[end - 1] === "'" || chars[end - 1] === '’')) end--;
      const word = chars.slice(run, end).join('');
      if (!/['’]/.test(word))
        for (const b of syllableBreaks(word)) breaks.push({ at: run + b, hyphen: true });
    }
    run = -1;
    if (c !== undefined && DASHES.has(c) && k >= 1 && k < chars.length - 2)
      breaks.push({ at: k + 1, hyphen: false });
  }
  return breaks;
}
