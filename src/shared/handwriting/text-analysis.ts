// Over 300 lines: `analyse` is one pass whose steps (advances, letter and punctuation spacing, word gaps, ink
// extents) share the per-letter arrays and the lazily computed ink profiles; split, they would hand a dozen
// arrays to each other.
/**
 * `analyse` reads a note's text once into the glyph written for each character and its advance, with spacing
 * measured on the ink (`ink-spacing.ts`): word gaps of a human range of x-heights, punctuation close to its
 * word, letters of unconnected hands never fused. Everything is measured in font units per letter height, so
 * one analysis serves every size the layout's search tries.
 */
import { Float64Arena } from './float64-arena';
import { chooseGlyphs } from './glyph-choice';
import {
  columnAdvance,
  extentOffset,
  type InkProfile,
  inkHeight,
  inkProfile,
  minAdvance,
} from './ink-spacing';
import type { Break } from './line-breaking';
import { signedRandom } from './prng';
import { INK_SPACING } from './style-metrics';
import type { Glyph, StrokeFont } from './types';
import { CH, type Variation } from './variation';

/** Unconnected hands: the white column between two words' ink above the baseline keeps this share of the gap. */
const COLUMN_GAP = 0.9;

/** Characters that sit close to the character before them, and the ones that hug the character after. */
const CLOSING = new Set([...'.,;:!?)]}…»%', "'", '"', '’', '”']);
const OPENING = new Set([...'([{¿¡«', '“', '‘']);
const QUOTES = new Set(["'", '"', '’', '”', '‘', '“']);
const DASHES = new Set(['-', '\u2010', '\u2011', '\u2013', '\u2014']);
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const DEG = Math.PI / 180;
const ASCII_LETTER = /^[A-Za-z]$/;
const CAPITAL = /\p{Lu}/u;

interface Analysed {
  /** The text's characters (code points, NFC), spaces included, line breaks excluded. */
  chars: string[];
  /** The glyph written for each character (undefined for spaces and characters the font lacks). */
  glyphs: (Glyph | undefined)[];
  /** Advance of each character in font units, size and spacing included (to the next character's pen position). */
  width: Float64Array;
  /** Size factor of each letter (1 ± variation). */
  size: Float64Array;
  /** Paragraphs (typed lines) as [start, end) ranges of `chars`. */
  paragraphs: [number, number][];
  missing: string[];
}

/** What the layout needs beyond `Analysed`: ink extents and heights, and the hyphen written at a break. */
export interface Measured extends Analysed {
  /** Pen position of each character from the text's start (prefix sums of `width`; one more entry). */
  pos: Float64Array;
  /** Ink extent of each character from its pen position (font units, size included). */
  inkL: Float64Array;
  inkR: Float64Array;
  /** Highest ink above and lowest ink below the baseline (letter heights, size included). */
  up: Float64Array;
  down: Float64Array;
  /** Largest `up`/`down` of the letters A–Z a–z in the text (letter heights). */
  letterUp: number;
  letterDown: number;
  hyphen: Glyph | undefined;
  /** The ink profile of character i (the hyphen's at `chars.length`), computed on first use. */
  profileAt(i: number): InkProfile | undefined;
  punctuationGap: number;
  capHeight: number;
  breaks: Map<number, readonly Break[]>;
}

const FORMAT_CHARACTER = /\p{Cf}/u;

/** Invisible format characters (zero-width joiner, variation selectors): nothing for a pen to write. */
function ignorable(char: string): boolean {
  const cp = char.codePointAt(0)!;
  return (cp >= 0xfe00 && cp <= 0xfe0f) || FORMAT_CHARACTER.test(char);
}

export interface AnalyseOptions {
  /** Smallest letter height the note may be written at (mm): millimetre spacings hold there. */
  minLetterHeightMm: number;
  connected: boolean;
  /** Word gap in bodies (`WORD_GAP[style]`); default `INK_SPACING.wordGap`. */
  wordGap?: number;
  /** Letters drawn this much closer than their advances, cap heights (`TRACKING[style]`); default 0. */
  tracking?: number;
}

export function analyse(
  text: string,
  font: StrokeFont,
  seed: number,
  v: Variation,
  n: number,
  options: AnalyseOptions,
): Measured {
  const chars: string[] = [];
  const paragraphs: [number, number][] = [];
  const missing: string[] = [];
  let paragraphStart = 0;
  for (const raw of text.replace(/\r\n?/g, '\n').normalize('NFC')) {
    if (raw === '\n') {
      paragraphs.push([paragraphStart, chars.length]);
      paragraphStart = chars.length;
      continue;
    }
    if (ignorable(raw)) continue;
    const char = raw === '\t' || raw === '\u2028' ? ' ' : raw;
    if (char !== ' ' && !font.glyphs.has(char) && !missing.includes(char)) missing.push(char);
    chars.push(char);
  }
  paragraphs.push([paragraphStart, chars.length]);

  // The hyphen written at a syllable break is chosen with the text (one more character at its end).
  const glyphs = chooseGlyphs([...chars, '-'], font, seed, n);
  const hyphen = glyphs.pop();
  const count = chars.length;
  const cap = font.capHeight;
  const width = new Float64Array(count);
  const size = new Float64Array(count);
  // Each letter's slant and baseline jitter as the drawing applies them (the note's slant and the letter's own):
  // spacing reads the ink as it will be drawn. The hyphen (index `count`) takes the note's slant.
  const noteSlant = v.noteSlantDeg * n * signedRandom(seed, 0, CH.noteSlant);
  const shear = new Float64Array(count + 1).fill(Math.tan(noteSlant * DEG));
  const lift = new Float64Array(count + 1);
  const bottom = new Float64Array(count);
  const top = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const g = glyphs[i];
    if (!g || g.strokes.length === 0) continue;
    shear[i] = Math.tan((noteSlant + v.letterSlantDeg * n * signedRandom(seed, i, CH.letterSlant)) * DEG);
    lift[i] = -v.letterBaseline * n * cap * signedRandom(seed, i, CH.letterBaseline);
    [bottom[i], top[i]] = inkHeight(g);
  }
  // Ink profiles, computed when a pair needs one.
  const profiles: (InkProfile | undefined)[] = new Array(count + 1);
  const arena = new Float64Arena();
  const profileAt = (i: number) => {
    const g = i === count ? hyphen : glyphs[i];
    if (!g || g.strokes.length === 0) return undefined;
    profiles[i] ??= inkProfile(g, cap, shear[i], lift[i], arena);
    return profiles[i];
  };
  // Slant measured from the note's own: what two neighbours' slants differ by (see `apart` below).
  const noteShear = shear[count]!;
  /** How far a letter's ink moves sideways, at most, by its own slant beyond the note's (font units). */
  const sway = (i: number) =>
    Math.max(Math.abs(top[i]!), Math.abs(bottom[i]!)) * Math.abs(shear[i]! - noteShear);
  /**
   * Whether two letters at their advance are surely `gap` apart without reading their profiles: their ink boxes'
   * horizontal gap, less what their own slants can move them, shrunk by the note's slant (a shear by s brings
   * two points at most a factor sqrt(1 + s²) nearer).
   */
  const apart = (i: number, a: Glyph, b: Glyph, gap: number) => {
    const box = width[i]! + b.inkLeft * size[i + 1]! - a.inkRight * size[i]!;
    const moved = sway(i) * size[i]! + sway(i + 1) * size[i + 1]!;
    return (box - moved) / Math.sqrt(1 + noteShear * noteShear) >= gap;
  };
  const space = font.glyphs.get(' ')?.advance ?? font.xHeight;
  // Closer letters: every pair is then read on the ink below (not only those whose boxes are near).
  const tracking = options.connected ? 0 : (options.tracking ?? 0) * cap;
  const placeholder = font.glyphs.get('o')?.advance ?? font.xHeight;
  for (let i = 0; i < count; i++) {
    const char = chars[i]!;
    size[i] = 1 + v.letterSize * n * signedRandom(seed, i, CH.letterSize);
    if (char === ' ') {
      width[i] = space * (1 + v.wordSpacing * n * signedRandom(seed, i, CH.wordSpacing));
    } else {
      const advance = glyphs[i]?.advance ?? placeholder;
      width[i] =
        advance * size[i]! * (1 + v.letterSpacing * n * signedRandom(seed, i, CH.letterSpacing)) - tracking;
    }
  }

  // Spacing on the ink (font units; millimetre minimums hold at the smallest size).
  const perMm = cap / options.minLetterHeightMm;
  const letterGap = INK_SPACING.minLetterGapMm * perMm;
  const punctuationGap = INK_SPACING.punctuationGapMm * perMm;
  const minWordGap = INK_SPACING.minWordGapMm * perMm;
  const spread = INK_SPACING.wordGapSpread * Math.min(1, 2 * n);
  const wordGap = options.wordGap ?? INK_SPACING.wordGap;
  const body = Math.max(font.xHeight, INK_SPACING.minBody * cap);
  for (let i = 0; i + 1 < count; i++) {
    const c = chars[i]!;
    const d = chars[i + 1]!;
    const a = glyphs[i];
    const b = glyphs[i + 1];
    if (!a || !b || a.strokes.length === 0 || b.strokes.length === 0) continue;
    if (CLOSING.has(d) || OPENING.has(c) || QUOTES.has(c) || DASHES.has(c) || DASHES.has(d)) {
      const [pa, pb] = [profileAt(i)!, profileAt(i + 1)!];
      width[i] = minAdvance(a, pa, size[i]!, b, pb, size[i + 1]!, cap, punctuationGap, false);
      // A letter after a quote or a dash starts after it, never under it ("don’t" keeps its apostrophe over the gap).
      if (!CLOSING.has(d) || QUOTES.has(c))
        width[i] = Math.max(width[i]!, -extentOffset(a, size[i]!, b, size[i + 1]!) - punctuationGap / 2);
      // Closing punctuation after a letter sits after all its ink, straight across (its tail may reach back
      // half the punctuation gap): placed by the nearest ink alone, a low comma tucks under an "r" or "f"
      // reaching out over it and reads as part of the letter.
      else if (LETTER_OR_DIGIT.test(c))
        width[i] = Math.max(
          width[i]!,
          columnAdvance(pa, size[i]!, pb, size[i + 1]!, cap, Number.NEGATIVE_INFINITY, -punctuationGap / 2),
        );
    } else if (!options.connected) {
      // Letters whose ink boxes are already apart cannot touch; only close pairs are read band by band.
      if (apart(i, a, b, letterGap)) continue;
      const least = minAdvance(
        a,
        profileAt(i)!,
        size[i]!,
        b,
        profileAt(i + 1)!,
        size[i + 1]!,
        cap,
        letterGap,
      );
      if (least > width[i]!) width[i] = least;
    }
  }
  for (const [pStart, pEnd] of paragraphs) {
    for (let p = pStart + 1; p < pEnd; p++) {
      if (chars[p] !== ' ' || chars[p - 1] === ' ') continue;
      let q = p;
      while (q < pEnd && chars[q] === ' ') q++;
      const a = glyphs[p - 1];
      const b = glyphs[q];
      const pa = q < pEnd ? profileAt(p - 1) : undefined;
      const pb = q < pEnd ? profileAt(q) : undefined;
      if (!a || !b || !pa || !pb) continue;
      const [least, most] = INK_SPACING.wordGapRange;
      const bodies = Math.min(
        most,
        Math.max(least, wordGap + spread * signedRandom(seed, p, CH.wordSpacing)),
      );
      const gap = Math.max(minWordGap, body * bodies);
      // Pen-to-pen distance from the word's last letter to the next word's first, then what the spaces add.
      let advance = minAdvance(a, pa, size[p - 1]!, b, pb, size[q]!, cap, gap, false);
      const afterMark = CLOSING.has(chars[p - 1]!);
      if (afterMark || (!options.connected && CAPITAL.test(chars[q]!))) {
        // A capital's bar reaching back over the word before ("DearJennifer") closes the white column a reader
        // sees between print words, however far its ink is diagonally: `COLUMN_GAP` of the gap, straight across,
        // above the baseline. (Not for every word: a slanted ascender would push the next word too far.) After a
        // period or comma, in every hand, the column starts at the mark itself, low as it is ("me.We"), and is at least
        // a typical word gap wide.
        const column = columnAdvance(
          pa,
          size[p - 1]!,
          pb,
          size[q]!,
          cap,
          afterMark ? Number.NEGATIVE_INFINITY : 0.1 * font.xHeight,
          afterMark ? Math.max(gap, body * wordGap) : COLUMN_GAP * gap,
        );
        if (column > advance) advance = column;
      }
      width[p] = advance - width[p - 1]!;
      for (let k = p + 1; k < q; k++) width[k] = 0;
    }
  }

  const pos = new Float64Array(count + 1);
  const inkL = new Float64Array(count);
  const inkR = new Float64Array(count);
  const up = new Float64Array(count);
  const down = new Float64Array(count);
  let letterUp = font.ascender / cap;
  let letterDown = -font.descender / cap;
  for (let i = 0; i < count; i++) {
    pos[i + 1] = pos[i]! + width[i]!;
    const g = glyphs[i];
    if (g && g.strokes.length > 0) {
      const s = size[i]!;
      inkL[i] = g.inkLeft * s;
      inkR[i] = g.inkRight * s;
      up[i] = Math.max(0, (top[i]! * s) / cap);
      down[i] = Math.max(0, (-bottom[i]! * s) / cap);
      if (ASCII_LETTER.test(chars[i]!)) {
        letterUp = Math.max(letterUp, up[i]!);
        letterDown = Math.max(letterDown, down[i]!);
      }
    } else if (chars[i] !== ' ') {
      inkR[i] = width[i]!;
    }
  }
  return {
    chars,
    glyphs,
    width,
    size,
    paragraphs,
    missing,
    pos,
    inkL,
    inkR,
    up,
    down,
    letterUp,
    letterDown,
    hyphen: hyphen && hyphen.strokes.length > 0 ? hyphen : undefined,
    profileAt,
    punctuationGap,
    capHeight: cap,
    breaks: new Map(),
  };
}
