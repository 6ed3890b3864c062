/**
 * Text → lines for one note, as a person lays out a card: `layOut` picks the letter size (a natural size per
 * style, smaller only when the text needs it, down to the minimum), breaks the lines (`line-breaking.ts`:
 * syllable hyphenation, URL breaks, no lone last word) and places each line's baseline: unruled, with headroom
 * for the ink actually on the lines (an accented capital on the first line keeps its accent); ruled, on the
 * card's printed rules. It works on the text `analyse` (text-analysis.ts) measured once.
 */
import { breakContext } from './break-context';
import { type Layout, materialize, type Row } from './drawn-text';
import { type Geometry, margin } from './geometry';
import { balancedSplit, breakParagraph, countTokens, type Span } from './line-breaking';
import { signedRandom } from './prng';
import { NATURAL_LETTER_HEIGHT_MM } from './style-metrics';
import type { HandwritingStyle } from './styles';
import type { Measured } from './text-analysis';
import type { WritingArea } from './types';

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

export interface LayoutOptions {
  area: WritingArea;
  style: HandwritingStyle;
  min: number;
  max: number;
  keepLines: boolean;
  rules?: { firstBaselineMm: number; pitchMm: number };
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
