/**
 * Where the lines of one paragraph end, measured on the ink at one letter height. Greedy first fit (one pass,
 * cheap enough to run inside the letter-size search), with a person's habits:
 * - a word that does not fit moves to the next line; it is hyphenated at a syllable (hyphen written) only when
 *   the line would otherwise stay a quarter empty, and a URL or e-mail address is broken after `/`, `.` or `@`;
 * - a token wider than a whole line is broken at its best opportunity, and only when it has none between any
 *   two letters (the last resort);
 * - the last line of a paragraph never holds a single word when the line above can give it one
 *   (the break above is moved back: same number of lines, so the fit is unchanged).
 * Address lines (`balancedSplit`) are split into lines of even width with no single-word line.
 */

/** One written line: characters [start, end) of the note; `hyphen` writes a hyphen after them. */
export interface Span {
  start: number;
  end: number;
  hyphen: boolean;
}

/** A place a token may be broken: the line ends before `at` (an index of the note's characters). */
export interface Break {
  at: number;
  hyphen: boolean;
}

export interface BreakContext {
  chars: readonly string[];
  /** Ink width (font units) of characters [start, end) written on one line, with a hyphen after them or not. */
  measure(start: number, end: number, hyphen: boolean): number;
  /** Break opportunities inside the token [start, end) (no spaces), increasing; memoised by the caller. */
  breaksIn(start: number, end: number): readonly Break[];
  /** Whether a last-resort split between `at - 1` and `at` writes a hyphen (between two letters of a word). */
  splitHyphen(tokenStart: number, tokenEnd: number, at: number): boolean;
}

/**
 * A word is hyphenated to fill the line only when it is long and moving it down would leave this much of the
 * line empty (people rarely hyphenate by hand; a ragged edge is natural).
 */
const HYPHENATE_SLACK = 0.3;
const HYPHENATE_MIN_CHARS = 8;
/** A URL or e-mail address is broken to fill the line when this much would stay empty. */
const URL_SLACK = 0.12;

function tokenEnd(chars: readonly string[], i: number, end: number): number {
  while (i < end && chars[i] !== ' ') i++;
  return i;
}

function skipSpaces(chars: readonly string[], i: number, end: number): number {
  while (i < end && chars[i] === ' ') i++;
  return i;
}

/** Start of the token that contains index i (which is not a space). */
function tokenStart(chars: readonly string[], i: number, start: number): number {
  while (i > start && chars[i - 1] !== ' ') i--;
  return i;
}

/** Number of space-separated tokens in [start, end). */
export function countTokens(chars: readonly string[], start: number, end: number): number {
  let count = 0;
  for (let i = start; i < end; i++) if (chars[i] !== ' ' && (i === start || chars[i - 1] === ' ')) count++;
  return count;
}

/**
 * Lines of the paragraph [p0, p1). `limit(k)` is the ink width allowed on the paragraph's k-th line (font
 * units). `syllables` allows syllable hyphenation (messages; never addresses).
 */
export function breakParagraph(
  ctx: BreakContext,
  p0: number,
  p1: number,
  limit: (k: number) => number,
  syllables: boolean,
): Span[] {
  const { chars } = ctx;
  const lines: Span[] = [];
  let start = skipSpaces(chars, p0, p1);
  let end = p1;
  while (end > start && chars[end - 1] === ' ') end--;
  if (start >= end) return [{ start, end: start, hyphen: false }];

  while (start < end) {
    const max = limit(lines.length);
    // Whole tokens that fit after `start` (the first may be the tail of a token broken on the line above).
    let fitEnd = -1;
    let next = start;
    let overflow = -1;
    while (next < end) {
      const te = tokenEnd(chars, next, end);
      if (ctx.measure(start, te, false) <= max) {
        fitEnd = te;
        next = skipSpaces(chars, te, end);
      } else {
        overflow = next;
        break;
      }
    }
    if (overflow < 0) {
      lines.push({ start, end: fitEnd, hyphen: false });
      break;
    }
    // The token at `overflow` does not fit: break inside it, or move it down whole.
    const ts = tokenStart(chars, overflow, p0);
    const te = tokenEnd(chars, overflow, end);
    const slack = fitEnd < 0 ? 1 : 1 - ctx.measure(start, fitEnd, false) / max;
    let chosen: Break | undefined;
    for (const b of ctx.breaksIn(ts, te)) {
      if (b.at <= overflow) continue;
      const voluntary = b.hyphen
        ? syllables && slack >= HYPHENATE_SLACK && te - ts >= HYPHENATE_MIN_CHARS
        : slack >= URL_SLACK;
      if (fitEnd >= 0 && !voluntary) continue;
      if (ctx.measure(start, b.at, b.hyphen) <= max) chosen = b;
      else break;
    }
    if (chosen) {
      lines.push({ start, end: chosen.at, hyphen: chosen.hyphen });
      start = chosen.at;
    } else if (fitEnd >= 0) {
      lines.push({ start, end: fitEnd, hyphen: false });
      start = overflow;
    } else {
      // Last resort: a token wider than the line with no opportunity that fits: split between characters.
      let at = overflow + 1;
      for (let k = te - 1; k > overflow; k--) {
        const hyphen = ctx.splitHyphen(ts, te, k);
        if (ctx.measure(start, k, hyphen) <= max) {
          at = k;
          break;
        }
      }
      const hyphen = ctx.splitHyphen(ts, te, at);
      lines.push({ start, end: at, hyphen });
      start = at;
    }
  }
  if (lines.length >= 2) avoidLoneLastWord(ctx, lines, p0, limit, syllables);
  return lines;
}

/**
 * A last line holding one word takes words (or a syllable) from the line above when they fit: the latest break
 * before the current one that leaves the last line two words or more.
 */
function avoidLoneLastWord(
  ctx: BreakContext,
  lines: Span[],
  p0: number,
  limit: (k: number) => number,
  syllables: boolean,
): void {
  const { chars } = ctx;
  const k = lines.length - 1;
  const last = lines[k]!;
  const prev = lines[k - 1]!;
  if (countTokens(chars, last.start, last.end) >= 2) return;
  const max = limit(k);
  const prevMax = limit(k - 1);
  // Candidate breaks between prev.start and last.start, latest first: word starts and in-token opportunities.
  for (let at = last.start - 1; at > prev.start; at--) {
    let hyphen = false;
    if (chars[at] === ' ') continue;
    if (chars[at - 1] !== ' ') {
      const ts = tokenStart(chars, at, p0);
      const b = ctx.breaksIn(ts, tokenEnd(chars, at, last.end)).find((x) => x.at === at);
      if (!b || (b.hyphen && !syllables)) continue;
      hyphen = b.hyphen;
    }
    if (countTokens(chars, at, last.end) < 2) continue;
    if (ctx.measure(at, last.end, false) > max) return;
    let prevEnd = at;
    while (prevEnd > prev.start && chars[prevEnd - 1] === ' ') prevEnd--;
    if (prevEnd <= prev.start || ctx.measure(prev.start, prevEnd, hyphen) > prevMax) continue;
    lines[k - 1] = { start: prev.start, end: prevEnd, hyphen };
    lines[k] = { start: at, end: last.end, hyphen: false };
    return;
  }
}

/**
 * An address line too long for the area, split into the fewest lines (2–4) that fit, preferring splits with no
 * single-word line, then the most even widths. Breaks at spaces and after a typed hyphen (no syllables).
 * Returns null when no split into at most four lines fits.
 */
export function balancedSplit(ctx: BreakContext, p0: number, p1: number, max: number): Span[] | null {
  const { chars } = ctx;
  const start = skipSpaces(chars, p0, p1);
  let end = p1;
  while (end > start && chars[end - 1] === ' ') end--;
  // Break candidates: (line end, next line start).
  const cands: { end: number; next: number; hyphen: boolean }[] = [];
  for (let i = start + 1; i < end; i++) {
    if (chars[i] === ' ' && chars[i - 1] !== ' ')
      cands.push({ end: i, next: skipSpaces(chars, i, end), hyphen: false });
    if (chars[i] !== ' ' && (i === start || chars[i - 1] === ' ')) {
      const te = tokenEnd(chars, i, end);
      for (const b of ctx.breaksIn(i, te))
        if (!b.hyphen) cands.push({ end: b.at, next: b.at, hyphen: false });
    }
  }
  cands.sort((a, b) => a.end - b.end);
  // Held in an object: the searches below set it from closures, which narrowing of a plain `let` ignores.
  const found: { best: { spans: Span[]; lone: number; widest: number } | null } = { best: null };
  const consider = (spans: Span[]) => {
    let lone = 0;
    let widest = 0;
    for (const s of spans) {
      const w = ctx.measure(s.start, s.end, s.hyphen);
      if (w > max) return;
      widest = Math.max(widest, w);
      if (countTokens(chars, s.start, s.end) < 2) lone++;
    }
    const { best } = found;
    const better =
      !best ||
      lone < best.lone ||
      (lone === best.lone && spans.length < best.spans.length) ||
      (lone === best.lone && spans.length === best.spans.length && widest < best.widest);
    if (better) found.best = { spans, lone, widest };
  };
  const search = (from: number, ci: number, left: number, acc: Span[]) => {
    if (left === 1) {
      consider([...acc, { start: from, end, hyphen: false }]);
      return;
    }
    for (let c = ci; c < cands.length; c++) {
      const cand = cands[c]!;
      if (cand.end <= from) continue;
      if (ctx.measure(from, cand.end, cand.hyphen) > max) break;
      search(cand.next, c + 1, left - 1, [...acc, { start: from, end: cand.end, hyphen: cand.hyphen }]);
    }
  };
  for (let lines = 2; lines <= 4; lines++) {
    search(start, 0, lines, []);
    if (found.best?.lone === 0) break;
  }
  return found.best?.spans ?? null;
}
