/**
 * How different two written instances of the same word look, in millimetres: both are scaled so their ink's
 * bounding box is `heightMm` tall and centred on each other, then the mean distance from each point of one to
 * the nearest point of the other is taken both ways and averaged. Resizing and moving the whole word changes
 * nothing; different letterforms, letter sizes, slants and spacing do. Used by the bench and the tests.
 */

import type { Polyline } from './types';
import { len2 } from './vector-length';

/** Points along the strokes every `step` mm (both ends kept), flat [x0, y0, x1, y1, …]. */
export function resample(strokes: readonly Polyline[], step: number): Float64Array {
  const out: number[] = [];
  for (const stroke of strokes) {
    if (stroke.length === 0) continue;
    out.push(stroke[0]![0], stroke[0]![1]);
    let carry = 0;
    for (let k = 1; k < stroke.length; k++) {
      const [ax, ay] = stroke[k - 1]!;
      const [bx, by] = stroke[k]!;
      const length = len2(bx - ax, by - ay);
      let at = step - carry;
      while (at <= length) {
        out.push(ax + ((bx - ax) * at) / length, ay + ((by - ay) * at) / length);
        at += step;
      }
      carry = length - (at - step);
    }
    const last = stroke[stroke.length - 1]!;
    out.push(last[0], last[1]);
  }
  return Float64Array.from(out);
}

/** `resample` for strokes stored flat ([x0, y0, x1, y1, …] per stroke, as in a `Glyph`). */
export function resampleFlat(strokes: readonly Float64Array[], step: number): Float64Array {
  return resample(
    strokes.map((s) => {
      const out: [number, number][] = [];
      for (let i = 0; i < s.length; i += 2) out.push([s[i]!, s[i + 1]!]);
      return out;
    }),
    step,
  );
}

/** The strokes scaled about their ink's bounding box so it is `height` tall, with the box centred on the origin. */
export function alignToHeight(strokes: readonly Polyline[], height: number): Polyline[] {
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const stroke of strokes) {
    for (const [x, y] of stroke) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  const scale = maxY > minY ? height / (maxY - minY) : 1;
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  return strokes.map((stroke) => stroke.map(([x, y]) => [(x - cx) * scale, (y - cy) * scale] as const));
}

/** Mean distance from each point of `a` to the nearest point of `b` (a grid of `cell` mm buckets `b`). */
function meanNearest(a: Float64Array, b: Float64Array, cell: number): number {
  const grid = new Map<number, number[]>();
  const key = (gx: number, gy: number) => gx * 100003 + gy;
  for (let i = 0; i < b.length; i += 2) {
    const k = key(Math.floor(b[i]! / cell), Math.floor(b[i + 1]! / cell));
    const bucket = grid.get(k);
    if (bucket) bucket.push(i);
    else grid.set(k, [i]);
  }
  let total = 0;
  for (let i = 0; i < a.length; i += 2) {
    const x = a[i]!;
    const y = a[i + 1]!;
    const gx = Math.floor(x / cell);
    const gy = Math.floor(y / cell);
    let best = Number.POSITIVE_INFINITY;
    // Widen the search ring by ring until the nearest point found is closer than any unsearched cell.
    for (let r = 0; r < 1000 && best > Math.max(0, r - 1) * cell; r++) {
      for (let dx = -r; dx <= r; dx++) {
        for (let dy = -r; dy <= r; dy++) {
          if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue;
          for (const j of grid.get(key(gx + dx, gy + dy)) ?? []) {
            const d = (b[j]! - x) ** 2 + (b[j + 1]! - y) ** 2;
            if (d < best * best) best = Math.sqrt(d);
          }
        }
      }
    }
    total += best;
  }
  return total / (a.length / 2);
}

/** The letterform difference (mm) between two instances of one word, at `heightMm` word height. */
export function letterformDifference(
  a: readonly Polyline[],
  b: readonly Polyline[],
  heightMm = 4,
  stepMm = 0.05,
): number {
  // Scaled first, then resampled: both instances get the same point density whatever size they were written at.
  const pa = resample(alignToHeight(a, heightMm), stepMm);
  const pb = resample(alignToHeight(b, heightMm), stepMm);
  return chamfer(pa, pb, 0.5);
}

/** Mean nearest-point distance both ways between two point sets (flat [x, y, …]), averaged; `cell` ≈ spacing. */
export function chamfer(a: Float64Array, b: Float64Array, cell: number): number {
  return (meanNearest(a, b, cell) + meanNearest(b, a, cell)) / 2;
}
