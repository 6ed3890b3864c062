/**
 * Text → lines for one note: reads the text once into per-character widths (with the seeded letter and word
 * spacing already applied, so what is measured is what is drawn), then finds by binary search the largest
 * letter height whose greedy word wrap fits the writing area.
 */
import { chooseGlyphs } from './glyph-choice';
import { signedRandom } from './prng';
import type { Glyph, StrokeFont, WritingArea } from './types';
import { CH, type Variation } from './variation';

/** A run of characters [start, end) of `Analysed.chars` written on one line. */
export interface Line {
  start: number;
  end: number;
  /** Index of the line in the note (drives the per-line variation). */
  index: number;
  /** Left margin of this line, mm. */
  startX: number;
}

export interface Analysed {
  /** The text's characters (code points, NFC), spaces included, line breaks excluded. */
  chars: string[];
  /** The glyph written for each character (undefined for spaces and characters the font lacks). */
  glyphs: (Glyph | undefined)[];
  /** Width of each character in font units, spacing variation included; -1 marks a word gap (see `gap`). */
  width: Float64Array;
  /** Size factor of each letter (1 ± variation). */
  size: Float64Array;
  /** Paragraphs (typed lines) as [start, end) ranges of `chars`. */
  paragraphs: [number, number][];
  missing: string[];
}

/** Layout geometry in letter heights (multiply by the letter height in mm). */
export interface Geometry {
  top: number;
  pitch: number;
  bottom: number;
  leftInset: number;
  rightInset: number;
  lineStart: number;
  /** Largest per-line size factor: the wrap measures lines at it so a grown line still fits. */
  spread: number;
}

const FORMAT_CHARACTER = /\p{Cf}/u;

/** Invisible format characters (zero-width joiner, variation selectors): nothing for a pen to write. */
function ignorable(char: string): boolean {
  const cp = char.codePointAt(0)!;
  return (cp >= 0xfe00 && cp <= 0xfe0f) || FORMAT_CHARACTER.test(char);
}

export function analyse(text: string, font: StrokeFont, seed: number, v: Variation, n: number): Analysed {
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

  const glyphs = chooseGlyphs(chars, font, seed);
  const width = new Float64Array(chars.length);
  const size = new Float64Array(chars.length);
  const space = font.glyphs.get(' ')?.advance ?? font.xHeight;
  const placeholder = font.glyphs.get('o')?.advance ?? font.xHeight;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    size[i] = 1 + v.letterSize * n * signedRandom(seed, i, CH.letterSize);
    if (char === ' ') {
      width[i] = space * (1 + v.wordSpacing * n * signedRandom(seed, i, CH.wordSpacing));
    } else {
      const advance = glyphs[i]?.advance ?? placeholder;
      width[i] = advance * size[i]! * (1 + v.letterSpacing * n * signedRandom(seed, i, CH.letterSpacing));
    }
  }
  return { chars, glyphs, width, size, paragraphs, missing };
}

/** Vertical and horizontal room the variation and the font's swashes need, in letter heights. */
export function geometry(font: StrokeFont, v: Variation, n: number): Geometry {
  const cap = font.capHeight;
  const grow = 1 + (v.letterSize + v.lineSize) * n;
  const drift =
    (v.baselineWander + v.letterBaseline) * n + Math.tan((v.lineTiltDeg * n * Math.PI) / 180) * 25;
  const ascent = font.ascender / cap;
  const descent = -font.descender / cap;
  return {
    top: ascent * grow + drift,
    // Lines may share the room of rare swashes: most letters stay well inside ascender and descender.
    pitch: Math.max(1.75, (ascent + descent) * 0.82),
    bottom: descent * grow + drift,
    leftInset: 0.25 + descent * Math.tan(((v.noteSlantDeg + v.letterSlantDeg) * n * Math.PI) / 180),
    rightInset: 0.35 + ascent * Math.tan(((v.noteSlantDeg + v.letterSlantDeg) * n * Math.PI) / 180),
    lineStart: v.lineStart * n,
    spread: 1 + v.lineSize * n,
  };
}

/**
 * Greedy word wrap at one letter height. Words longer than a line are split between letters. With
 * `keepLines` (address blocks) a typed line is never wrapped; `null` means one of them is too wide.
 */
export function wrap(
  a: Analysed,
  g: Geometry,
  area: WritingArea,
  h: number,
  cap: number,
  seed: number,
  keepLines = false,
): Line[] | null {
  const s = (h / cap) * g.spread;
  const lines: Line[] = [];
  for (const [pStart, pEnd] of a.paragraphs) {
    let line = openLine(lines.length, g, h, seed);
    let limit = (area.width - line.startX - g.rightInset * h) / s;
    let x = 0;
    let i = pStart;
    while (i < pEnd && a.chars[i] === ' ') i++;
    line.start = i;
    line.end = i;
    if (keepLines) {
      let end = pEnd;
      while (end > i && a.chars[end - 1] === ' ') end--;
      for (let k = i; k < end; k++) x += a.width[k]!;
      if (x > limit) return null;
      line.end = end;
      lines.push(line);
      continue;
    }
    while (i < pEnd) {
      let wordEnd = i;
      let wordWidth = 0;
      while (wordEnd < pEnd && a.chars[wordEnd] !== ' ') wordWidth += a.width[wordEnd++]!;
      let gapEnd = wordEnd;
      let gap = 0;
      while (gapEnd < pEnd && a.chars[gapEnd] === ' ') gap += a.width[gapEnd++]!;
      if (x === 0 || x + wordWidth <= limit) {
        // The word fits (or starts the line): place it, splitting it if it is wider than the whole line.
        for (let k = i; k < wordEnd; k++) {
          if (x > 0 && x + a.width[k]! > limit) {
            lines.push(line);
            line = openLine(lines.length, g, h, seed);
            limit = (area.width - line.startX - g.rightInset * h) / s;
            line.start = k;
            x = 0;
          }
          x += a.width[k]!;
          line.end = k + 1;
        }
        x += gap;
        i = gapEnd;
      } else {
        lines.push(line);
        line = openLine(lines.length, g, h, seed);
        limit = (area.width - line.startX - g.rightInset * h) / s;
        line.start = i;
        line.end = i;
        x = 0;
      }
    }
    lines.push(line);
  }
  return lines;
}

function openLine(index: number, g: Geometry, h: number, seed: number): Line {
  const u = (signedRandom(seed, index, CH.lineStart) + 1) / 2;
  return { start: 0, end: 0, index, startX: h * (g.leftInset + g.lineStart * u) };
}

function fits(lines: Line[] | null, g: Geometry, area: WritingArea, h: number): lines is Line[] {
  return lines !== null && (g.top + (lines.length - 1) * g.pitch + g.bottom) * h <= area.height;
}

/**
 * Largest letter height in [min, max] (to 0.01 mm) whose wrap fits; the minimum with `overflow` otherwise.
 * Line count grows with the letter height, so a binary search finds it.
 */
export function fitLetterHeight(
  a: Analysed,
  g: Geometry,
  area: WritingArea,
  cap: number,
  seed: number,
  bounds: { min: number; max: number; keepLines: boolean },
): { h: number; lines: Line[]; overflow: boolean } {
  const { min, max, keepLines } = bounds;
  const at = (h: number) => wrap(a, g, area, h, cap, seed, keepLines);
  const top = at(max);
  if (fits(top, g, area, max)) return { h: max, lines: top, overflow: false };
  const bottom = at(min);
  if (!fits(bottom, g, area, min)) {
    // An address line too long even at the smallest size is wrapped rather than written past the edge.
    if (keepLines) return fitLetterHeight(a, g, area, cap, seed, { min, max: min, keepLines: false });
    return { h: min, lines: bottom ?? [], overflow: true };
  }
  let lo = min;
  let hi = max;
  while (hi - lo > 0.01) {
    const mid = (lo + hi) / 2;
    if (fits(at(mid), g, area, mid)) lo = mid;
    else hi = mid;
  }
  const h = Math.max(min, Math.floor(lo * 100) / 100);
  return { h, lines: at(h) ?? bottom, overflow: false };
}
