/**
 * Text → lines for one note, as a person lays out a card:
 * - `analyse` reads the text once into the glyph written for each character and its advance, with spacing
 *   measured on the ink (`ink-spacing.ts`): word gaps of a human range of x-heights, punctuation close to its
 *   word, letters of unconnected hands never fused;
 * - `layOut` picks the letter size (a natural size per style, smaller only when the text needs it, down to the
 *   minimum), breaks the lines (`line-breaking.ts`: syllable hyphenation, URL breaks, no lone last word) and
 *   places each line's baseline: unruled, with headroom for the ink actually on the lines (an accented capital
 *   on the first line keeps its accent); ruled, on the card's printed rules.
 * Everything is measured in font units per letter height, so one analysis serves every size the search tries.
 */

import { Float64Arena } from './float64-arena';
import { chooseGlyphs } from './glyph-choice';
import { isUrlOrEmail, tokenBreaks } from './hyphenation';
import {
  columnAdvance,
  extentOffset,
  type InkProfile,
  inkHeight,
  inkProfile,
  minAdvance,
} from './ink-spacing';
import {
  type Break,
  type BreakContext,
  balancedSplit,
  breakParagraph,
  countTokens,
  type Span,
} from './line-breaking';
import { signedRandom } from './prng';
import type { HandwritingStyle } from './styles';
import type { Glyph, StrokeFont, WritingArea } from './types';
import { CH, type Variation } from './variation';

/**
 * The cap height a person writes a card at, per style (mm), tuned by eye on rendered cards: the scripts, whose
 * x-height is small against their capitals, a little larger. A note is written at this size unless it needs a
 * smaller one to fit; never larger, however few its words.
 */
export const NATURAL_LETTER_HEIGHT_MM: Record<HandwritingStyle, number> = {
  professional: 5,
  casual: 4.5,
  elegant: 5,
  modern: 4.4,
  premium: 4.6,
};

/** Joined hands: their letters meet by design, so only word and punctuation spacing read the ink. */
export const CONNECTED_STYLES: Record<HandwritingStyle, boolean> = {
  professional: true,
  elegant: true,
  casual: false,
  modern: false,
  premium: false,
};

/**
 * Spacing on the ink. Gaps are between pen centrelines (the 0.35 mm pen line eats into them); millimetre
 * values hold at the smallest letter height allowed and grow with the letters.
 */
const INK_SPACING = {
  /**
   * Word gap, in units of the letters' body: the x-height, or 0.55 cap height for scripts whose x-height is
   * small against their wide, joined letters (a gap of 0.75 x-height reads as no gap there); the seeded
   * variation adds ± spread (full at naturalness ≥ 0.5).
   */
  wordGap: 0.77,
  minBody: 0.55,
  /**
   * ± this much (bodies) at naturalness ≥ 0.5: a person's word gaps vary by a quarter to a third either way
   * (0.13 before: casual and modern varied by 10 %). The gap stays within `wordGapRange` bodies.
   */
  wordGapSpread: 0.2,
  wordGapRange: [0.55, 0.9],
  minWordGapMm: 0.8,
  /** Unconnected hands: the least gap between two letters' ink. */
  minLetterGapMm: 0.45,
  /** Punctuation (and a hyphen) to its word. */
  punctuationGapMm: 0.42,
} as const;

/**
 * Word gap per style, in bodies (see `INK_SPACING.wordGap`): premium's print letters stand well apart and its
 * capitals and descenders overhang (J, T, f, y), so at 0.77 body its words ran together as a reader sees them
 * ("DearJennifer", "youso", "needanything", still "youso", "afew" at 0.85 on cards): it takes 1.05. Casual's
 * round print letters stand apart too ("thisyear", "somuch", "andwe" at 0.77, "youso" at 0.85): it takes 1.
 */
export const WORD_GAP: Record<HandwritingStyle, number> = {
  professional: INK_SPACING.wordGap,
  casual: 1.0,
  elegant: INK_SPACING.wordGap,
  modern: INK_SPACING.wordGap,
  premium: 1.05,
};

/**
 * Letters closer together than the font's advances, cap heights (unconnected hands only; the ink rule
 * `minLetterGapMm` still keeps every pair apart): premium's letters stood ~1 mm apart, so its word gaps hardly
 * stood out from its letter gaps.
 */
export const TRACKING: Record<HandwritingStyle, number> = {
  professional: 0,
  casual: 0,
  elegant: 0,
  modern: 0,
  premium: 0.06,
};

/** Unconnected hands: the white column between two words' ink above the baseline keeps this share of the gap. */
const COLUMN_GAP = 0.9;

/** Unruled lines: each line's pitch varies by up to this fraction, as a hand's does. */
const PITCH_JITTER = 0.05;
/** Random channel of that jitter (distinct from the variation's channels). */
const PITCH_CHANNEL = 64;
/** On rules the baseline follows the rule: the line's tilt is cut to this fraction. */
const RULED_TILT = 0.25;
/** Ruled: the ink of one line stays this far (mm) from the ink of the next. */
const RULED_CLEARANCE_MM = 0.6;
/** Kept between the ink and the area's edges on top of the variation's reach (mm). */
const SAFETY_MM = 0.05;
/** An address's last line ("City, ST ZIP") is written down to this fraction of the minimum size, never wrapped. */
const ADDRESS_SHRINK_FLOOR = 0.8;

/** Characters that sit close to the character before them, and the ones that hug the character after. */
const CLOSING = new Set([...'.,;:!?)]}…»%', "'", '"', '’', '”']);
const OPENING = new Set([...'([{¿¡«', '“', '‘']);
const QUOTES = new Set(["'", '"', '’', '”', '‘', '“']);
const DASHES = new Set(['-', '\u2010', '\u2011', '\u2013', '\u2014']);
const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const DEG = Math.PI / 180;
const ASCII_LETTER = /^[A-Za-z]$/;
const CAPITAL = /\p{Lu}/u;

/** A run of characters [start, end) of the drawn text written on one line. */
export interface Line {
  start: number;
  end: number;
  /** Index of the line in the note (drives the per-line variation). */
  index: number;
  /** Pen position of the line's first character, mm (its ink starts at the line's margin). */
  startX: number;
  /** Baseline, mm from the top of the area. */
  baseline: number;
  /** False for lines past the area of an overflowing note (reported, not drawn). */
  drawn: boolean;
}

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

/** The text as the pen writes it (see `Layout.text`): what the drawing loop reads per character. */
export interface DrawnText {
  chars: string[];
  glyphs: (Glyph | undefined)[];
  /** Advance to the next character's pen position, font units (times the line's scale). */
  width: Float64Array;
  /** Size factor of each letter. */
  size: Float64Array;
  missing: string[];
}

/** What the layout needs beyond `Analysed`: ink extents and heights, and the hyphen written at a break. */
interface Measured extends Analysed {
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

/** Layout geometry in letter heights (multiply by the letter height in mm). */
export interface Geometry {
  pitch: number;
  leftInset: number;
  rightInset: number;
  lineStart: number;
  /** Largest per-line size factor: the wrap measures lines at it so a grown line still fits. */
  spread: number;
  /** How far letters wander about their baseline (either way). */
  wander: number;
  /** Tangent of the largest line tilt. */
  tilt: number;
  /** Ascent and descent of the letters (A–Z a–z), for rules. */
  ascent: number;
  descent: number;
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

/** Room the variation needs around the ink, in letter heights. */
export function geometry(font: StrokeFont, v: Variation, n: number, a: Measured): Geometry {
  const cap = font.capHeight;
  const ascent = a.letterUp;
  const descent = a.letterDown;
  let reach = 0;
  for (let i = 0; i < a.up.length; i++) reach = Math.max(reach, a.up[i]!, a.down[i]!);
  const slant = Math.tan(((v.noteSlantDeg + v.letterSlantDeg) * n * Math.PI) / 180);
  const side = 0.1 + Math.max(reach, 1) * slant + v.wobble * n;
  return {
    // Lines may share the room of rare swashes: most letters stay well inside ascender and descender.
    pitch: Math.max(1.75, (font.ascender / cap - font.descender / cap) * 0.82),
    leftInset: side,
    rightInset: side,
    lineStart: v.lineStart * n,
    spread: 1 + v.lineSize * n,
    wander: (v.baselineWander + v.letterBaseline + v.wobble) * n,
    tilt: Math.tan((v.lineTiltDeg * n * Math.PI) / 180),
    ascent,
    descent,
  };
}

/** Offset from a character's pen position to the pen position of a hyphen written after it (font units). */
function hyphenAdvance(a: Measured, k: number): number {
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

function breakContext(a: Measured, syllables: boolean): BreakContext {
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

/** A line before its placement: a span of the text, the note's line index and its size (address lines). */
interface Row extends Span {
  index: number;
  scale: number;
}

export interface LayoutOptions {
  area: WritingArea;
  style: HandwritingStyle;
  min: number;
  max: number;
  keepLines: boolean;
  rules?: { firstBaselineMm: number; pitchMm: number };
}

export interface Layout {
  h: number;
  lines: Line[];
  overflow: boolean;
  /** The text as drawn: hyphens written at breaks inserted, shrunk address lines scaled. */
  text: DrawnText;
  /** Fraction of the line tilt the drawing applies (less on rules). */
  tiltScale: number;
}

/** Left margin of line `index` before its first character's ink (mm): the line-start variation. */
function margin(g: Geometry, h: number, seed: number, index: number): number {
  const u = (signedRandom(seed, index, CH.lineStart) + 1) / 2;
  return h * (g.leftInset + g.lineStart * u);
}

/**
 * Lays the note out: the largest letter height in [min, min(max, natural size)] (to 0.01 mm) whose lines fit,
 * the minimum with `overflow` otherwise. Line count grows with the letter height, so a binary search finds it.
 */
export function layOut(a: Measured, g: Geometry, seed: number, n: number, o: LayoutOptions): Layout {
  const { area, min, rules } = o;
  const cap = a.capHeight;
  const tiltScale = rules ? RULED_TILT : 1;
  let hi = Math.max(min, Math.min(o.max, NATURAL_LETTER_HEIGHT_MM[o.style]));
  if (rules) {
    // Ascenders and descenders of neighbouring lines clear each other between the rules.
    const reach = 2 * (g.tilt * tiltScale * area.width + SAFETY_MM);
    const fit =
      (rules.pitchMm - RULED_CLEARANCE_MM - reach) / ((g.ascent + g.descent) * g.spread + 2 * g.wander);
    hi = Math.max(min, Math.min(hi, Math.floor(fit * 100) / 100));
  }
  const context = breakContext(a, !o.keepLines);

  const limitAt = (h: number, index: number, scale = 1) =>
    (area.width - margin(g, h, seed, index) - g.rightInset * h) / ((h / cap) * g.spread * scale);

  /** Rows at letter height h: null when a typed line must stay whole (keepLines) and does not fit. */
  const wrap = (h: number): Row[] | null => {
    const rows: Row[] = [];
    for (const [p0, p1] of a.paragraphs) {
      const first = rows.length;
      if (o.keepLines) {
        let s = p0;
        while (s < p1 && a.chars[s] === ' ') s++;
        let e = p1;
        while (e > s && a.chars[e - 1] === ' ') e--;
        if (context.measure(s, e, false) > limitAt(h, first)) return null;
        rows.push({ start: s, end: e, hyphen: false, index: first, scale: 1 });
        continue;
      }
      const spans = breakParagraph(context, p0, p1, (k) => limitAt(h, first + k), true);
      for (const span of spans) rows.push({ ...span, index: rows.length, scale: 1 });
    }
    return rows;
  };

  /** Address lines at the minimum size: a line still too long is split evenly with no lone word, or shrunk. */
  const wrapAddress = (h: number): Row[] => {
    const rows: Row[] = [];
    a.paragraphs.forEach(([p0, p1], p) => {
      const isLast = p === a.paragraphs.length - 1;
      let s = p0;
      while (s < p1 && a.chars[s] === ' ') s++;
      let e = p1;
      while (e > s && a.chars[e - 1] === ' ') e--;
      const width = context.measure(s, e, false);
      if (width <= limitAt(h, rows.length)) {
        rows.push({ start: s, end: e, hyphen: false, index: rows.length, scale: 1 });
        return;
      }
      const split = isLast ? null : balancedSplit(context, s, e, worstLimit(h));
      const lone = split ? split.filter((x) => countTokens(a.chars, x.start, x.end) < 2).length : 0;
      if (!split || lone > 0) {
        // Written smaller rather than wrapped: the last line always, another when any wrap leaves a word alone.
        const scale = (limitAt(h, rows.length) * 0.999) / width;
        if (scale >= ADDRESS_SHRINK_FLOOR) {
          rows.push({ start: s, end: e, hyphen: false, index: rows.length, scale });
          return;
        }
      }
      const spans =
        (isLast ? afterLastComma(s, e, worstLimit(h)) : null) ??
        split ??
        balancedSplit(context, s, e, worstLimit(h)) ??
        breakParagraph(context, s, e, (k) => limitAt(h, rows.length + k), false);
      for (const span of spans) rows.push({ ...span, index: rows.length, scale: 1 });
    });
    return rows;
  };
  /** "City, ST ZIP" too long even written smaller: the city on one line, "ST ZIP" on the next. */
  const afterLastComma = (s: number, e: number, max: number): Span[] | null => {
    const comma = a.chars.lastIndexOf(',', e - 1);
    if (comma < s || comma >= e - 1) return null;
    let next = comma + 1;
    while (next < e && a.chars[next] === ' ') next++;
    if (context.measure(s, comma + 1, false) > max || context.measure(next, e, false) > max) return null;
    return [
      { start: s, end: comma + 1, hyphen: false },
      { start: next, end: e, hyphen: false },
    ];
  };
  /** The narrowest line's limit (largest line-start indent), for splits whose line indices are not known yet. */
  const worstLimit = (h: number) =>
    (area.width - h * (g.leftInset + g.lineStart) - g.rightInset * h) / ((h / cap) * g.spread);

  /** Baselines of the rows at h (mm), and whether every row's ink lies inside the area. */
  const place = (rows: Row[], h: number): { baselines: number[]; fits: boolean; drawn: number } => {
    const grow = g.spread * h;
    const drift = g.wander * h + g.tilt * tiltScale * area.width + SAFETY_MM;
    const ups = rows.map((r) => extreme(a.up, r) * r.scale * grow + drift);
    const downs = rows.map((r) => extreme(a.down, r) * r.scale * grow + drift);
    const baselines: number[] = [];
    if (rules) {
      const { firstBaselineMm: first, pitchMm: pitch } = rules;
      let k0 = 0;
      ups.forEach((u, i) => {
        k0 = Math.max(k0, Math.ceil((u - first) / pitch - 1e-9) - i);
      });
      for (let i = 0; i < rows.length; i++) baselines.push(first + (k0 + i) * pitch);
    } else {
      const offsets = rows.map((_, i) =>
        i === 0 ? 0 : (i + PITCH_JITTER * n * signedRandom(seed, i, PITCH_CHANNEL)) * g.pitch * h,
      );
      let top = drift;
      ups.forEach((u, i) => {
        top = Math.max(top, u - offsets[i]!);
      });
      for (const offset of offsets) baselines.push(top + offset);
    }
    let drawn = 0;
    while (drawn < rows.length && baselines[drawn]! + downs[drawn]! <= area.height) drawn++;
    return { baselines, fits: drawn === rows.length, drawn };
  };

  const attempt = (h: number, rows: Row[] | null) => {
    if (!rows) return null;
    const placed = place(rows, h);
    return placed.fits ? { h, rows, placed } : null;
  };

  let best = attempt(hi, wrap(hi));
  let overflow = false;
  if (!best) {
    best = attempt(min, wrap(min));
    if (!best && o.keepLines) {
      // A typed line too long even at the minimum size: split evenly or written smaller, at the minimum.
      best = attempt(min, wrapAddress(min));
    } else if (best) {
      let lo = min;
      let top = hi;
      while (top - lo > 0.01) {
        const mid = (lo + top) / 2;
        const found = attempt(mid, wrap(mid));
        if (found) {
          lo = mid;
          best = found;
        } else top = mid;
      }
      const rounded = Math.max(min, Math.floor(lo * 100) / 100);
      if (rounded !== best.h) best = attempt(rounded, wrap(rounded)) ?? best;
    }
    if (!best) {
      overflow = true;
      const rows = (o.keepLines ? wrapAddress(min) : wrap(min)) ?? [];
      best = { h: min, rows, placed: place(rows, min) };
    }
  }
  return materialize(a, g, seed, best.h, best.rows, best.placed, overflow, tiltScale);
}

function extreme(values: Float64Array, r: Row): number {
  let m = 0;
  for (let i = r.start; i < r.end; i++) if (values[i]! > m) m = values[i]!;
  return m;
}

/**
 * The text as the pen writes it: a hyphen inserted where a line breaks at a syllable (placed close after the
 * last letter), shrunk rows' letters scaled; and each line's start and baseline in millimetres.
 */
function materialize(
  a: Measured,
  g: Geometry,
  seed: number,
  h: number,
  rows: Row[],
  placed: { baselines: number[]; drawn: number },
  overflow: boolean,
  tiltScale: number,
): Layout {
  const chars: string[] = [];
  const glyphs: (Glyph | undefined)[] = [];
  const width: number[] = [];
  const size: number[] = [];
  const copy = (i: number, scale: number) => {
    chars.push(a.chars[i]!);
    glyphs.push(a.glyphs[i]);
    width.push(a.width[i]! * scale);
    size.push(a.size[i]! * scale);
  };
  const lines: Line[] = [];
  let i = 0;
  rows.forEach((row, r) => {
    while (i < row.start) copy(i++, 1);
    const start = chars.length;
    while (i < row.end) copy(i++, row.scale);
    if (row.hyphen && a.hyphen && row.end > row.start) {
      width[width.length - 1] = hyphenAdvance(a, row.end - 1) * row.scale;
      chars.push('-');
      glyphs.push(a.hyphen);
      width.push(a.hyphen.advance * row.scale);
      size.push(row.scale);
    }
    const first = glyphs[start];
    const inkLeft = first && start < chars.length ? first.inkLeft * size[start]! : 0;
    lines.push({
      start,
      end: chars.length,
      index: row.index,
      startX: margin(g, h, seed, row.index) - (inkLeft * h) / a.capHeight,
      baseline: placed.baselines[r]!,
      drawn: !overflow || r < placed.drawn,
    });
  });
  while (i < a.chars.length) copy(i++, 1);
  return {
    h,
    lines,
    overflow,
    text: {
      chars,
      glyphs,
      width: Float64Array.from(width),
      size: Float64Array.from(size),
      missing: a.missing,
    },
    tiltScale,
  };
}
