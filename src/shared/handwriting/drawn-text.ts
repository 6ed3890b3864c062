/** The layout's result: the text as the pen writes it, and each line's span, start and baseline. */
import { hyphenAdvance } from './break-context';
import { type Geometry, margin } from './geometry';
import type { Span } from './line-breaking';
import type { Measured } from './text-analysis';
import type { Glyph } from './types';

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

/** A line before its placement: a span of the text, the note's line index and its size (address lines). */
export interface Row extends Span {
  index: number;
  scale: number;
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

/**
 * The text as the pen writes it: a hyphen inserted where a line breaks at a syllable (placed close after the
 * last letter), shrunk rows' letters scaled; and each line's start and baseline in millimetres.
 */
export function materialize(
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
