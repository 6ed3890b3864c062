import type { Point, Polyline } from '../../../shared/handwriting/types';
import { EndpointGrid } from './endpoint-grid';
import { type FlatStrokes, flattenStrokes, type Route, routePolylines } from './flat-strokes';

export interface StrokeOrderOptions {
  /** Where the pen starts (the machine's home); default: wherever the first stroke begins. */
  start?: Point;
  /**
   * Improvement passes over the route after nearest neighbour (default 2; 0 to skip): each moves runs of one to
   * three units to where they shorten the travel most. Deterministic. A card's ~60 words take well under 1 ms.
   */
  improvePasses?: number;
  /** A hard cap on the improvement time, ms (default 200). Only a very large input reaches it. */
  improveBudgetMs?: number;
}

/** Runs of up to this many consecutive units are moved together by the improvement (Or-opt). */
const MOVE_RUN = 3;

/**
 * Orders pen strokes to shorten the pen-up travel between them. `words` (each word's first stroke index, then
 * `strokes.length`; `RenderedNote.wordStarts`) are the units that may be reordered; without it the strokes keep
 * their order. Strokes are never reversed. See `planStrokeOrder`.
 */
export function orderStrokes(
  strokes: readonly Polyline[],
  options: StrokeOrderOptions & { words?: readonly number[] } = {},
): Polyline[] {
  const flat = flattenStrokes([{ strokes, words: options.words }]);
  return routePolylines(flat, planStrokeOrder(flat, options));
}

/**
 * The drawing order of flat strokes, unit by unit (`FlatStrokes.units`: a written word, its pen-downs in writing
 * order and direction): nearest neighbour over the units' starts builds the route, Or-opt then moves runs of
 * units where that shortens the travel, and the input order is kept if it travels less. Each unit is drawn as
 * a whole, forwards: a person's writing order and stroke direction inside every word survive, whatever the
 * order of the words. Units without ink come last, in input order, so the route holds every stroke.
 */
export function planStrokeOrder(flat: FlatStrokes, options: StrokeOrderOptions = {}): Route {
  const { units } = flat;
  const unitCount = units.length - 1;
  // Head: where a unit's first drawn stroke begins; tail: where its last one ends.
  const ends = new Float64Array(unitCount * 4);
  const drawable: number[] = [];
  const empty: number[] = [];
  for (let u = 0; u < unitCount; u++) {
    let head = -1;
    let tail = -1;
    for (let k = units[u]!; k < units[u + 1]!; k++) {
      if (flat.first[k + 1]! <= flat.first[k]!) continue;
      if (head < 0) head = flat.first[k]!;
      tail = flat.first[k + 1]! - 1;
    }
    if (head < 0) {
      empty.push(u);
      continue;
    }
    drawable.push(u);
    ends[u * 4] = flat.xy[2 * head]!;
    ends[u * 4 + 1] = flat.xy[2 * head + 1]!;
    ends[u * 4 + 2] = flat.xy[2 * tail]!;
    ends[u * 4 + 3] = flat.xy[2 * tail + 1]!;
  }
  let order: Int32Array = Int32Array.from(drawable);
  if (drawable.length >= 2) {
    const u0 = drawable[0]! * 4;
    const start: Point = options.start ?? [ends[u0]!, ends[u0 + 1]!];
    const nearest = nearestNeighbour(ends, drawable, start);
    improve(
      ends,
      nearest,
      start,
      options.start,
      options.improvePasses ?? 2,
      Date.now() + (options.improveBudgetMs ?? 200),
    );
    if (travel(ends, nearest, start, options.start) < travel(ends, order, start, options.start))
      order = nearest;
  }
  const route: Route = { order: new Int32Array(flat.count), reversed: new Uint8Array(flat.count) };
  let i = 0;
  for (const u of [...order, ...empty]) for (let k = units[u]!; k < units[u + 1]!; k++) route.order[i++] = k;
  return route;
}

/** Pen-up travel of units in this order, from `start` (and back to `home` when given), as `plotStats` sums it. */
function travel(ends: Float64Array, order: Int32Array, start: Point, home: Point | undefined): number {
  let sum = 0;
  let atX = start[0];
  let atY = start[1];
  for (const u of order) {
    sum += Math.sqrt((atX - ends[u * 4]!) ** 2 + (atY - ends[u * 4 + 1]!) ** 2);
    atX = ends[u * 4 + 2]!;
    atY = ends[u * 4 + 3]!;
  }
  if (home) sum += Math.sqrt((atX - home[0]) ** 2 + (atY - home[1]) ** 2);
  return sum;
}

/** Nearest neighbour: from the pen's position, the unit whose start is nearest (a grid of the units' starts). */
function nearestNeighbour(ends: Float64Array, drawable: readonly number[], start: Point): Int32Array {
  // The grid finds either end of an entry: both are the unit's head, so a unit is only ever entered there.
  const heads = new Float64Array(ends.length);
  for (const u of drawable) {
    heads[u * 4] = heads[u * 4 + 2] = ends[u * 4]!;
    heads[u * 4 + 1] = heads[u * 4 + 3] = ends[u * 4 + 1]!;
  }
  const grid = new EndpointGrid(heads, drawable);
  const order = new Int32Array(drawable.length);
  let atX = start[0];
  let atY = start[1];
  for (let n = 0; n < drawable.length; n++) {
    const unit = grid.nearest(atX, atY) >> 1;
    grid.removeStroke(unit);
    order[n] = unit;
    atX = ends[unit * 4 + 2]!;
    atY = ends[unit * 4 + 3]!;
  }
  return order;
}

/**
 * Or-opt on an open route of units that keep their direction, in place: a run of one to `MOVE_RUN` consecutive
 * units is cut out and put between two others where that shortens the travel (O(1) per candidate: three moves
 * go, three come). Reversing a run (2-opt) is not allowed: it would draw each word backwards. Heads, tails and
 * the moves between them are kept by position, so the O(n²) scan reads arrays in order, and a candidate whose
 * new moves are surely too long (by their larger coordinate difference) is skipped before any square root.
 */
function improve(
  ends: Float64Array,
  order: Int32Array,
  start: Point,
  home: Point | undefined,
  passes: number,
  deadline: number,
): void {
  const n = order.length;
  // Positions 0 … n − 1 are the units in route order; the pen's start is a tail at position −1, kept at n.
  const hx = new Float64Array(n + 1);
  const hy = new Float64Array(n + 1);
  const tx = new Float64Array(n + 1);
  const ty = new Float64Array(n + 1);
  /** link[p]: the move from position p's tail to p + 1's head (the last: home, or nothing); p = −1 at n. */
  const link = new Float64Array(n + 1);
  const route: RouteEnds = { hx, hy, tx, ty, link, n, home };
  tx[n] = start[0];
  ty[n] = start[1];
  refresh(route, ends, order);

  for (let pass = 0; pass < passes; pass++) {
    let improved = false;
    for (let run = 1; run <= MOVE_RUN; run++) {
      for (let i = 0; i + run <= n; i++) {
        if (Date.now() > deadline) return;
        const j = i + run - 1;
        const before = i > 0 ? i - 1 : n;
        // Cutting out i..j saves its two moves and joins i − 1 straight to j + 1.
        const cut = link[before]! + link[j]! - moveTo(route, tx[before]!, ty[before]!, j + 1);
        if (cut <= 1e-9) continue;
        const headX = hx[i]!;
        const headY = hy[i]!;
        const endX = tx[j]!;
        const endY = ty[j]!;
        let bestGain = 1e-9;
        let bestAt = -2;
        // Put the run between p and p + 1 (positions outside i − 1 … j): the gain is cut − (in + out − link).
        // Every number here stays a local: a helper called per candidate returned a boxed number each time,
        // tens of thousands per card, and kept the pack's render threads collecting garbage.
        for (let p = -1; p < n; p++) {
          if (p === i - 1) {
            p = j;
            continue;
          }
          const at = p < 0 ? n : p;
          const budget = cut + link[at]! - bestGain;
          const ix = Math.abs(tx[at]! - headX);
          const iy = Math.abs(ty[at]! - headY);
          if (ix >= budget || iy >= budget) continue;
          const into = Math.sqrt(ix * ix + iy * iy);
          if (into >= budget) continue;
          const q = p + 1;
          const outX = q < n ? endX - hx[q]! : home ? endX - home[0] : 0;
          const outY = q < n ? endY - hy[q]! : home ? endY - home[1] : 0;
          const gain = budget + bestGain - into - Math.sqrt(outX * outX + outY * outY);
          if (gain > bestGain) {
            bestGain = gain;
            bestAt = p;
          }
        }
        if (bestAt > -2) {
          relocate(order, i, j, bestAt);
          refresh(route, ends, order);
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
}

/** A route's heads, tails and the moves between them, by position (see `improve`). */
interface RouteEnds {
  hx: Float64Array;
  hy: Float64Array;
  tx: Float64Array;
  ty: Float64Array;
  link: Float64Array;
  n: number;
  home: Point | undefined;
}

/** The move from (x, y) to position q's head, or at the end (q = n) to home (nothing without one). */
function moveTo(route: RouteEnds, x: number, y: number, q: number): number {
  if (q < route.n) return Math.sqrt((x - route.hx[q]!) ** 2 + (y - route.hy[q]!) ** 2);
  const { home } = route;
  return home ? Math.sqrt((x - home[0]) ** 2 + (y - home[1]) ** 2) : 0;
}

/** Reads the units' heads and tails in route order and the moves between them. */
function refresh(route: RouteEnds, ends: Float64Array, order: Int32Array): void {
  const { hx, hy, tx, ty, link, n } = route;
  for (let i = 0; i < n; i++) {
    const u = order[i]! * 4;
    hx[i] = ends[u]!;
    hy[i] = ends[u + 1]!;
    tx[i] = ends[u + 2]!;
    ty[i] = ends[u + 3]!;
  }
  for (let p = 0; p < n; p++) link[p] = moveTo(route, tx[p]!, ty[p]!, p + 1);
  link[n] = moveTo(route, tx[n]!, ty[n]!, 0);
}

/** Moves order[i..j] to just after position p (p < i − 1 or p > j), keeping the run's order. */
function relocate(order: Int32Array, i: number, j: number, p: number): void {
  const run = order.slice(i, j + 1);
  const len = j - i + 1;
  if (p < i) {
    // Shift p + 1 … i − 1 right by the run's length.
    order.copyWithin(p + 1 + len, p + 1, i);
    order.set(run, p + 1);
  } else {
    // Shift j + 1 … p left.
    order.copyWithin(i, j + 1, p + 1);
    order.set(run, p - len + 1);
  }
}
