/**
 * A second (or third) source of a style's letters: another OFL script of the same kind, thinned the same way,
 * whose letters, digits and capitals become the style's alternate shapes. A person writes one letter several
 * ways within one hand; a closely matching script supplies real second ways of writing it (another "r", a
 * looped or plain "k") where deforming the style's own glyph could only stretch it. So that they belong to the
 * same hand, each companion glyph is fitted to the style's metrics: its own slant taken off and the style's
 * put on, lowercase letters mapped so their x-height, ascenders and descenders reach the style's (the bands
 * blend smoothly, no kink at the x-height), capitals and digits scaled to the style's heights, and every glyph
 * given the side bearings of the style's own glyph for that character (so spacing and joins sit as the
 * style's do).
 */
import type { WorkGlyph } from './compose';
import { bounds, type Pt } from './path-data';

/** Lowercase, digits and capitals: the characters a companion gives shapes to. */
export const COMPANION_CHARS = [
  ...'abcdefghijklmnopqrstuvwxyz',
  ...'0123456789',
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
];

export interface HandMetrics {
  /** Median top of the x-height letters without ascenders. */
  xHeight: number;
  /** Median top of the ascender letters and median bottom of the descender letters (negative). */
  ascender: number;
  descender: number;
  /** Median top of the capitals and of the digits. */
  capHeight: number;
  digitHeight: number;
  /** The stems' lean: x moved per unit of height (tan of the slant from upright). */
  slant: number;
}

function median(values: number[]): number {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (v.length === 0) throw new Error('no glyphs to measure');
  return v.length % 2 ? v[v.length >> 1]! : (v[v.length / 2 - 1]! + v[v.length / 2]!) / 2;
}

function tops(glyphs: ReadonlyMap<string, WorkGlyph>, chars: string, pick: 'maxY' | 'minY'): number {
  return median(
    [...chars].flatMap((c) => {
      const g = glyphs.get(c);
      return g && g.strokes.length > 0 ? [bounds(g.strokes)[pick]] : [];
    }),
  );
}

/**
 * The lean of a hand's stems: the length-weighted mean of dx/dy over the near-upright segments of its
 * ascender letters (both sides of a loop lean about its axis, so loops count as their axis).
 */
function slantOf(glyphs: ReadonlyMap<string, WorkGlyph>): number {
  let sum = 0;
  let weight = 0;
  for (const c of 'bdhklt') {
    for (const s of glyphs.get(c)?.strokes ?? []) {
      for (let i = 1; i < s.length; i++) {
        const dx = s[i]![0] - s[i - 1]![0];
        const dy = s[i]![1] - s[i - 1]![1];
        if (Math.abs(dy) < 1e-6 || Math.abs(dx / dy) > 0.8) continue;
        const l = Math.hypot(dx, dy);
        sum += (dx / dy) * l;
        weight += l;
      }
    }
  }
  return weight > 0 ? sum / weight : 0;
}

export function measureHand(glyphs: ReadonlyMap<string, WorkGlyph>): HandMetrics {
  return {
    xHeight: tops(glyphs, 'xunmvwz', 'maxY'),
    ascender: tops(glyphs, 'bdhkl', 'maxY'),
    descender: tops(glyphs, 'gjpqy', 'minY'),
    capHeight: tops(glyphs, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'maxY'),
    digitHeight: tops(glyphs, '0123456789', 'maxY'),
    slant: slantOf(glyphs),
  };
}

/**
 * The lowercase height map: y in the companion's bands (descender, body, ascender) to the style's, each band
 * scaled by its own factor; the factor changes gradually over `blend` of the x-height around the baseline and
 * the x-height line, so a stroke crossing them bends smoothly.
 */
function heightMap(from: HandMetrics, to: HandMetrics, blend = 0.25): (y: number) => number {
  const body = to.xHeight / from.xHeight;
  const up = (to.ascender - to.xHeight) / (from.ascender - from.xHeight);
  const down = to.descender / from.descender;
  const w = blend * from.xHeight;
  // Slope at y: piecewise constant factors with linear ramps of width w centred on 0 and the x-height.
  const slope = (y: number): number => {
    const ramp = (at: number, below: number, above: number) => {
      const t = Math.min(1, Math.max(0, (y - at + w / 2) / w));
      return below + (above - below) * t;
    };
    return y < from.xHeight / 2 ? ramp(0, down, body) : ramp(from.xHeight, body, up);
  };
  // The map is the slope's integral from the baseline, tabulated finely (font units).
  const lo = Math.floor(from.descender * 2.5);
  const hi = Math.ceil(from.ascender * 2);
  const table = new Float64Array(hi - lo + 1);
  const zero = -lo;
  for (let i = zero + 1; i < table.length; i++) table[i] = table[i - 1]! + slope(lo + i - 0.5);
  for (let i = zero - 1; i >= 0; i--) table[i] = table[i + 1]! - slope(lo + i + 0.5);
  return (y: number) => {
    const p = y - lo;
    if (p <= 0) return table[0]! + p * down;
    if (p >= table.length - 1) return table[table.length - 1]! + (p - table.length + 1) * up;
    const i = Math.floor(p);
    return table[i]! + (table[i + 1]! - table[i]!) * (p - i);
  };
}

/**
 * Leftmost and rightmost ink, of the whole glyph or (`band`) of its part between the baseline and the join
 * height, where a joined hand's letters take and hand on the stroke: a lowercase letter is placed by that part,
 * so a lead-in from below or a high swash does not move its joins.
 */
function sides(g: WorkGlyph, band?: { lo: number; hi: number }): { minX: number; maxX: number } {
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  for (const s of g.strokes)
    for (const [x, y] of s) {
      if (band && (y < band.lo || y > band.hi)) continue;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
    }
  return Number.isFinite(minX) ? { minX, maxX } : band ? sides(g) : { minX: 0, maxX: g.advance };
}

/**
 * The companion's glyphs fitted to the style (see the module comment), for the characters both fonts have;
 * `skip` names characters whose companion form would not read as the style's letter (left out).
 */
export function fitCompanion(
  companion: ReadonlyMap<string, WorkGlyph>,
  style: ReadonlyMap<string, WorkGlyph>,
  skip = '',
): Map<string, WorkGlyph> {
  const from = measureHand(companion);
  const to = measureHand(style);
  const lower = heightMap(from, to);
  const out = new Map<string, WorkGlyph>();
  for (const char of COMPANION_CHARS) {
    const g = companion.get(char);
    const own = style.get(char);
    if (!g || !own || g.strokes.length === 0 || own.strokes.length === 0 || skip.includes(char)) continue;
    const isLower = /\p{Ll}/u.test(char);
    const isDigit = /\p{Nd}/u.test(char);
    const k = isDigit ? to.digitHeight / from.digitHeight : to.capHeight / from.capHeight;
    const sx = isLower ? to.xHeight / from.xHeight : k;
    const mapY = isLower ? lower : (y: number) => y * k;
    const strokes = g.strokes.map((s) =>
      s.map(([x, y]): Pt => {
        const ny = mapY(y);
        return [(x - y * from.slant) * sx + ny * to.slant, ny];
      }),
    );
    // The style's own side bearings for this character, measured where it meets its neighbours: a lowercase
    // letter at its joins (a lead-in from below or an ascender's lean does not move them), a capital's right
    // side over the x-height (its swash may reach over the next letter, as a T's bar does), a digit and a
    // capital's left side over all their ink (a 1's flag must not reach into the digit before).
    const low = { lo: -0.15 * to.xHeight, hi: (isLower ? 0.75 : 1.1) * to.xHeight };
    const left = isLower ? low : undefined;
    const right = isDigit ? undefined : low;
    const glyph = { advance: g.advance, strokes };
    const dx = sides(own, left).minX - sides(glyph, left).minX;
    out.set(char, {
      advance: own.advance - sides(own, right).maxX + sides(glyph, right).maxX + dx,
      strokes: strokes.map((s) => s.map(([x, y]): Pt => [x + dx, y])),
    });
  }
  return out;
}
