import { wordStartsOf } from '../../../shared/handwriting/pen-strokes';
import type { Point, Polyline } from '../../../shared/handwriting/types';

/**
 * Strokes as one flat array of coordinates: what the pack's plotting works on, so a note's few thousand points
 * are not copied into new point pairs at every step (placing, ordering, reversing, writing). Stroke k's points
 * are `xy[2 * first[k]] …` up to `xy[2 * first[k + 1]]`, x then y.
 */
export interface FlatStrokes {
  xy: Float64Array;
  /** `count + 1` entries: where each stroke's points begin, then the total number of points. */
  first: Int32Array;
  count: number;
  /**
   * Runs of strokes drawn together, in their order and direction (a written word: its body left to right, then
   * its dots and crosses): unit u is strokes `units[u]` … `units[u + 1] - 1`; the last entry is `count`. A
   * plotter may reorder units, never the strokes inside one, and never draws a stroke backwards.
   */
  units: Int32Array;
}

/** One group of strokes to flatten: a note's strokes, where its area lies on the card, and its words. */
export interface StrokeGroup {
  strokes: readonly Polyline[];
  offset?: { x: number; y: number };
  /**
   * Index of each word's first stroke, then `strokes.length` (`RenderedNote.wordStarts`). Default: the note's
   * own when `strokes` is a `RenderedNote.strokes` array (`wordStartsOf`), else the whole group is one unit
   * (drawn as given).
   */
  words?: readonly number[];
}

/** A drawing order: `order[i]` is the i-th stroke drawn, backwards when `reversed[i]` is 1. */
export interface Route {
  order: Int32Array;
  reversed: Uint8Array;
}

/**
 * Visits the route's strokes in drawing order, empty ones skipped: each as the index of the point the pen
 * first touches, of the last it draws, and the step between them (-1 for a stroke drawn backwards), so
 * `for (let p = start; p !== last + step; p += step)` walks its points as drawn.
 */
export function forEachRouted(
  flat: FlatStrokes,
  route: Route,
  visit: (start: number, last: number, step: 1 | -1) => void,
): void {
  const { first } = flat;
  for (let i = 0; i < route.order.length; i++) {
    const k = route.order[i]!;
    const from = first[k]!;
    const to = first[k + 1]! - 1;
    if (to < from) continue;
    if (route.reversed[i] === 1) visit(to, from, -1);
    else visit(from, to, 1);
  }
}

/** Strokes in groups, each moved by its offset (a writing area's top-left on the card), in group order. */
export function flattenStrokes(groups: readonly StrokeGroup[]): FlatStrokes {
  let count = 0;
  let points = 0;
  for (const { strokes } of groups) {
    count += strokes.length;
    for (const stroke of strokes) points += stroke.length;
  }
  const xy = new Float64Array(points * 2);
  const first = new Int32Array(count + 1);
  let k = 0;
  let p = 0;
  for (const { strokes, offset } of groups) {
    for (const stroke of strokes) {
      first[k++] = p;
      const dx = offset?.x ?? 0;
      const dy = offset?.y ?? 0;
      for (let i = 0; i < stroke.length; i++, p++) {
        const point = stroke[i]!;
        xy[2 * p] = point[0] + dx;
        xy[2 * p + 1] = point[1] + dy;
      }
    }
  }
  first[count] = p;
  return { xy, first, count, units: unitsOf(groups, count) };
}

function unitsOf(groups: readonly StrokeGroup[], count: number): Int32Array {
  const units: number[] = [];
  let base = 0;
  for (const { strokes, words } of groups) {
    const n = strokes.length;
    const starts = words ?? wordStartsOf(strokes) ?? [0, n];
    if (starts[starts.length - 1] !== n || starts[0] !== 0) {
      throw new Error(`Word starts [${starts[0]} … ${starts[starts.length - 1]}] do not cover ${n} strokes`);
    }
    for (let w = 0; w + 1 < starts.length; w++) {
      if (starts[w + 1]! < starts[w]!) throw new Error('Word starts must not decrease');
      if (starts[w + 1]! > starts[w]!) units.push(base + starts[w]!);
    }
    base += n;
  }
  units.push(count);
  return Int32Array.from(units);
}

/** Every stroke once, forwards, in the given order. */
export function inputRoute(count: number): Route {
  return { order: Int32Array.from({ length: count }, (_, k) => k), reversed: new Uint8Array(count) };
}

/** The strokes of a route as point lists (a reversed stroke is a reversed copy). */
export function routePolylines(flat: FlatStrokes, route: Route): Polyline[] {
  return Array.from(route.order, (k, i) => {
    const from = flat.first[k]!;
    const to = flat.first[k + 1]!;
    const points: Point[] = [];
    for (let p = from; p < to; p++) points.push([flat.xy[2 * p]!, flat.xy[2 * p + 1]!]);
    return route.reversed[i] === 1 ? points.reverse() : points;
  });
}
