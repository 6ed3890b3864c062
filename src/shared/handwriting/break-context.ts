/** What line breaking (line-breaking.ts) asks of an analysed text: span widths, break points, hyphens. */
import { isUrlOrEmail, tokenBreaks } from './hyphenation';
import { extentOffset, minAdvance } from './ink-spacing';
import type { BreakContext } from './line-breaking';
import type { Measured } from './text-analysis';

const LETTER = /\p{L}/u;

/** Offset from a character's pen position to the pen position of a hyphen written after it (font units). */
export function hyphenAdvance(a: Measured, k: number): number {
  const g = a.glyphs[k];
  const p = a.profileAt(k);
  const ph = a.profileAt(a.chars.length);
  return g && p && a.hyphen && ph
    ? Math.max(
        minAdvance(g, p, a.size[k]!, a.hyphen, ph, 1, a.capHeight, a.punctuationGap, false),
        -extentOffset(g, a.size[k]!, a.hyphen, 1) - a.punctuationGap / 2,
      )
    : a.width[k]!;
}

export function breakContext(a: Measured, syllables: boolean): BreakContext {
  const { chars, pos, inkL, inkR } = a;
  return {
    chars,
    measure(start, end, hyphen) {
      if (end <= start) return 0;
      const last = end - 1;
      const right =
        hyphen && a.hyphen
          ? pos[last]! + hyphenAdvance(a, last) + a.hyphen.inkRight
          : pos[last]! + inkR[last]!;
      return right - (pos[start]! + inkL[start]!);
    },
    breaksIn(start, end) {
      const key = syllables ? start : -1 - start;
      let known = a.breaks.get(key);
      if (!known) {
        known = tokenBreaks(chars.slice(start, end), syllables)
          .filter((b) => !b.hyphen || a.hyphen)
          .map((b) => ({ at: start + b.at, hyphen: b.hyphen }));
        a.breaks.set(key, known);
      }
      return known;
    },
    splitHyphen(tokenStart, tokenEnd, at) {
      return (
        a.hyphen !== undefined &&
        LETTER.test(chars[at - 1] ?? '') &&
        LETTER.test(chars[at] ?? '') &&
        !isUrlOrEmail(chars.slice(tokenStart, tokenEnd).join(''))
      );
    },
  };
}
