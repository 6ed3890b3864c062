/**
 * Spacing read on the ink, as a person spaces: each glyph's horizontal extent of ink in thin bands of height,
 * so two neighbours are placed by the nearest their ink comes (straight-line distance, band against band): a
 * word ending in a low swash may tuck under the next word's tall capital, and they never touch.
 */
import type { Float64Arena } from './float64-arena';
import type { Glyph } from './types';

/** Bands span -1.2 … +2.0 cap heights (descenders … accented capitals), 0.04 cap each (~0.2 mm). */
const LOW = -1.2;
const BAND = 0.04;
const BANDS = 80;

export interface InkProfile {
  /** Leftmost / rightmost ink per band, font units (+∞ / −∞ where the band holds no ink). */
  left: Float64Array;
  right: Float64Array;
  /** First and last band holding ink (lo > hi for a glyph without strokes). */
  lo: number;
  hi: number;
  /** Highest and lowest ink, font units (0 for a glyph without strokes). */
  top: number;
  bottom: number;
}

/**
 * The glyph's ink profile, slanted and lifted as the drawing places it (`shear`: x moves by y × shear; `lift`:
 * y moves by it, font units). Segments are clipped to each band they cross, so a long straight stroke counts
 * everywhere. Computed per occurrence (glyphs are deformed per instance): the hot path of spacing, so no
 * allocation besides the two arrays (views into `arena` when given: a note measures hundreds of letters).
 */
export function inkProfile(
  glyph: Glyph,
  capHeight: number,
  shear = 0,
  lift = 0,
  arena?: Float64Arena,
): InkProfile {
  const left = (arena ? arena.take(BANDS) : new Float64Array(BANDS)).fill(Number.POSITIVE_INFINITY);
  const right = (arena ? arena.take(BANDS) : new Float64Array(BANDS)).fill(Number.NEGATIVE_INFINITY);
  let top = Number.NEGATIVE_INFINITY;
  let bottom = Number.POSITIVE_INFINITY;
  const scale = 1 / (BAND * capHeight);
  const offset = -LOW / BAND + lift * scale;
  for (const s of glyph.strokes) {
    if (s.length < 2) continue;
    const py = s[1]!;
    let px = s[0]! + py * shear;
    let pt = py * scale + offset;
    if (py > top) top = py;
    if (py < bottom) bottom = py;
    if (s.length === 2) mark(left, right, band(pt), px);
    for (let k = 2; k < s.length; k += 2) {
      const y = s[k + 1]!;
      const x = s[k]! + y * shear;
      const t = y * scale + offset;
      if (y > top) top = y;
      if (y < bottom) bottom = y;
      // The segment from its lower end (t0) to its upper end (t1).
      const down = t < pt;
      const x0 = down ? x : px;
      const t0 = down ? t : pt;
      const x1 = down ? px : x;
      const t1 = down ? pt : t;
      const b0 = band(t0);
      const b1 = band(t1);
      if (b0 === b1) {
        mark(left, right, b0, x0);
        mark(left, right, b0, x1);
      } else {
        const slope = (x1 - x0) / (t1 - t0);
        for (let b = b0; b <= b1; b++) {
          const lo = b === b0 ? t0 : b;
          const hi = b === b1 ? t1 : b + 1;
          mark(left, right, b, x0 + (lo - t0) * slope);
          mark(left, right, b, x0 + (hi - t0) * slope);
        }
      }
      px = x;
      pt = t;
    }
  }
  let lo = 0;
  while (lo < BANDS && right[lo] === Number.NEGATIVE_INFINITY) lo++;
  let hi = BANDS - 1;
  while (hi >= 0 && right[hi] === Number.NEGATIVE_INFINITY) hi--;
  return {
    left,
    right,
    lo,
    hi,
    top: Number.isFinite(top) ? top : 0,
    bottom: Number.isFinite(bottom) ? bottom : 0,
  };
}

/** Lowest and highest ink of a glyph, font units ([0, 0] without strokes). */
export function inkHeight(glyph: Glyph): [bottom: number, top: number] {
  let bottom = Number.POSITIVE_INFINITY;
  let top = Number.NEGATIVE_INFINITY;
  for (const s of glyph.strokes) {
    for (let k = 1; k < s.length; k += 2) {
      const y = s[k]!;
      if (y < bottom) bottom = y;
      if (y > top) top = y;
    }
  }
  return Number.isFinite(top) ? [bottom, top] : [0, 0];
}

function mark(left: Float64Array, right: Float64Array, b: number, x: number): void {
  if (x < left[b]!) left[b] = x;
  if (x > right[b]!) right[b] = x;
}

function band(t: number): number {
  const b = Math.floor(t);
  return b < 0 ? 0 : b >= BANDS ? BANDS - 1 : b;
}

/**
 * The least distance from glyph `a`'s pen position (scale `sa`) to glyph `b`'s (scale `sb`) at which no ink of
 * `b` comes nearer than `gap` (font units, straight-line distance) to any ink of `a`: a word's exit stroke rising
 * to the right and the next word's entry stroke keep their gap diagonally too, not only at one height. Band
 * pairs further apart vertically than `gap` cannot come that near. `conservative` (the default) counts two bands'
 * points as near as they can be (a floor: letters never fuse); otherwise as far as their centres (word gaps
 * measured as a reader sees them, to within a band). When no band pair can, the glyphs' whole ink
 * extents keep `gap` horizontally (e.g. an apostrophe after a comma).
 */
export function minAdvance(
  a: Glyph,
  pa: InkProfile,
  sa: number,
  b: Glyph,
  pb: InkProfile,
  sb: number,
  capHeight: number,
  gap: number,
  conservative = true,
): number {
  const band = BAND * capHeight;
  const reach = Math.min(BANDS, Math.ceil(gap / band) + 1);
  // Horizontal room needed at each vertical band distance: sqrt(gap² − dy²), with dy the least vertical
  // distance two points of those bands can have (`conservative`: never nearer than `gap`) or their centres'.
  const room = roomTable(reach, gap, band, conservative ? 1 : 0);
  let need = Number.NEGATIVE_INFINITY;
  for (let k = pa.lo; k <= pa.hi; k++) {
    const r = pa.right[k]! * sa;
    if (r === Number.NEGATIVE_INFINITY) continue;
    const jEnd = Math.min(pb.hi, k + reach);
    for (let j = Math.max(pb.lo, k - reach); j <= jEnd; j++) {
      const l = pb.left[j]!;
      if (l === Number.POSITIVE_INFINITY) continue;
      const d = room[k > j ? k - j : j - k]! - (l * sb - r);
      if (d > need) need = d;
    }
  }
  return Number.isFinite(need) ? need : gap - extentOffset(a, sa, b, sb);
}

const rooms: Float64Array[] = [];
function roomTable(reach: number, gap: number, band: number, slack: number): Float64Array {
  const table = rooms[reach] ?? new Float64Array(reach + 1);
  rooms[reach] = table;
  for (let d = 0; d <= reach; d++) {
    const dy = Math.max(0, d - slack) * band;
    table[d] = dy >= gap ? Number.NEGATIVE_INFINITY : Math.sqrt(gap * gap - dy * dy);
  }
  return table;
}

/** Horizontal gap between the glyphs' whole ink extents (their bounding boxes) for pens at the same place. */
export function extentOffset(a: Glyph, sa: number, b: Glyph, sb: number): number {
  return b.inkLeft * sb - a.inkRight * sa;
}

/**
 * The least advance from glyph `a`'s pen position to `b`'s at which, straight across (whatever the heights),
 * `b`'s ink above `from` (font units, before each profile's lift) starts `gap` right of `a`'s ink above it: the
 * white column a reader sees between two words, which a capital's bar overhanging the word before ("Dear
 * Jennifer") closes though its ink is far from it diagonally. -∞ when either has no ink there.
 */
export function columnAdvance(
  pa: InkProfile,
  sa: number,
  pb: InkProfile,
  sb: number,
  capHeight: number,
  from: number,
  gap: number,
): number {
  const start = Math.max(0, Math.floor((from / capHeight - LOW) / BAND));
  let right = Number.NEGATIVE_INFINITY;
  let left = Number.POSITIVE_INFINITY;
  for (let k = Math.max(start, pa.lo); k <= pa.hi; k++) right = Math.max(right, pa.right[k]!);
  for (let k = Math.max(start, pb.lo); k <= pb.hi; k++) left = Math.min(left, pb.left[k]!);
  if (right === Number.NEGATIVE_INFINITY || left === Number.POSITIVE_INFINITY)
    return Number.NEGATIVE_INFINITY;
  return right * sa - left * sb + gap;
}
