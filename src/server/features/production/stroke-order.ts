import type { Point, Polyline } from '../../../shared/handwriting/types';
import { type Endpoint, EndpointGrid } from './endpoint-grid';
import { plotStats } from './plot-geometry';

export interface StrokeOrderOptions {
  /** Where the pen starts (the machine's home); default: wherever the first stroke begins. */
  start?: Point;
  /**
   * 2-opt passes over the route after nearest neighbour (default 1; 0 to skip). Deterministic. For a 400-character
   * note (~300 strokes): nearest neighbour alone ≈ 0.5 ms, each pass ≈ 0.8 ms and a few % less travel.
   */
  improvePasses?: number;
  /** A hard cap on the 2-opt time, ms (default 200). Only a very large input reaches it. */
  improveBudgetMs?: number;
}

/** A stroke placed in the route: which input stroke, drawn forwards or backwards. */
interface Leg {
  index: number;
  reversed: boolean;
}

/**
 * Orders pen strokes to shorten the pen-up travel between them, and may draw any stroke backwards (a pen line
 * looks the same either way). Nearest neighbour over a grid of stroke ends builds the route; 2-opt then
 * reverses runs of it where that shortens the travel. The result holds every input stroke exactly once,
 * unchanged or reversed, and never travels more than the input order.
 */
export function orderStrokes(strokes: readonly Polyline[], options: StrokeOrderOptions = {}): Polyline[] {
  const drawable = strokes.map((s, index) => ({ s, index })).filter(({ s }) => s.length > 0);
  if (drawable.length < 2) return [...strokes];
  const start = options.start ?? drawable[0]!.s[0]!;
  const passes = options.improvePasses ?? 1;
  const deadline = Date.now() + (options.improveBudgetMs ?? 200);

  const route = nearestNeighbour(
    strokes,
    drawable.map((d) => d.index),
    start,
  );
  const nearest = improve(strokes, route, start, passes, deadline);
  const inputOrder = drawable.map(({ index }): Leg => ({ index, reversed: false }));
  const travel = (legs: Leg[]) => plotStats(toPolylines(strokes, legs), options.start).penUpTravelMm;
  const best = travel(nearest) <= travel(inputOrder) ? nearest : inputOrder;
  // Empty strokes draw nothing; they are kept (at the end) so the output has as many strokes as the input.
  const empty = strokes.filter((s) => s.length === 0);
  return [...toPolylines(strokes, best), ...empty];
}

function nearestNeighbour(strokes: readonly Polyline[], indices: number[], start: Point): Leg[] {
  const endpoints: Endpoint[] = indices.flatMap((index) => {
    const stroke = strokes[index]!;
    return [
      { stroke: index, end: 0 as const, point: stroke[0]! },
      { stroke: index, end: 1 as const, point: stroke[stroke.length - 1]! },
    ];
  });
  const grid = new EndpointGrid(endpoints);
  const legs: Leg[] = [];
  let at = start;
  for (let n = 0; n < indices.length; n++) {
    const next = grid.nearest(at)!;
    grid.removeStroke(next.stroke);
    const stroke = strokes[next.stroke]!;
    const reversed = next.end === 1;
    legs.push({ index: next.stroke, reversed });
    at = reversed ? stroke[0]! : stroke[stroke.length - 1]!;
  }
  return legs;
}

/**
 * 2-opt on an open route of reversible strokes: reversing legs i..j (their order and each one's direction)
 * changes only the two pen-up moves at its ends, so each candidate costs O(1). Plain arrays of coordinates keep
 * the O(n²) pass at about a millisecond for a note's few hundred strokes.
 */
function improve(
  strokes: readonly Polyline[],
  legs: Leg[],
  start: Point,
  passes: number,
  deadline: number,
): Leg[] {
  const n = legs.length;
  const index = Int32Array.from(legs, (leg) => leg.index);
  const reversed = Uint8Array.from(legs, (leg) => (leg.reversed ? 1 : 0));
  // First and last point of every input stroke.
  const ends = new Float64Array(strokes.length * 4);
  strokes.forEach((stroke, k) => {
    if (stroke.length === 0) return;
    const first = stroke[0]!;
    const last = stroke[stroke.length - 1]!;
    ends.set([first[0], first[1], last[0], last[1]], k * 4);
  });
  // Where leg i's pen goes down (head) and comes up (tail).
  const at = (i: number, tail: boolean) => index[i]! * 4 + (tail !== (reversed[i] === 1) ? 2 : 0);
  const gap = (a: number, b: number) =>
    Math.sqrt((ends[a]! - ends[b]!) ** 2 + (ends[a + 1]! - ends[b + 1]!) ** 2);
  const fromStart = (b: number) => Math.sqrt((start[0] - ends[b]!) ** 2 + (start[1] - ends[b + 1]!) ** 2);

  for (let pass = 0; pass < passes; pass++) {
    let improved = false;
    for (let i = 0; i < n - 1; i++) {
      if (Date.now() > deadline) return toLegs(index, reversed);
      const before = i === 0 ? -1 : at(i - 1, true);
      const first = at(i, false);
      const into = before < 0 ? fromStart(first) : gap(before, first);
      for (let j = i + 1; j < n; j++) {
        const last = at(j, true);
        const after = j + 1 < n ? at(j + 1, false) : -1;
        const now = into + (after < 0 ? 0 : gap(last, after));
        // Reversed, the run starts at the last leg's tail and ends at the first leg's head.
        const then = (before < 0 ? fromStart(last) : gap(before, last)) + (after < 0 ? 0 : gap(first, after));
        if (then < now - 1e-9) {
          reverseRun(index, reversed, i, j);
          improved = true;
          break;
        }
      }
    }
    if (!improved) break;
  }
  return toLegs(index, reversed);
}

function reverseRun(index: Int32Array, reversed: Uint8Array, i: number, j: number) {
  index.subarray(i, j + 1).reverse();
  reversed.subarray(i, j + 1).reverse();
  for (let k = i; k <= j; k++) reversed[k] = reversed[k] === 1 ? 0 : 1;
}

function toLegs(index: Int32Array, reversed: Uint8Array): Leg[] {
  return Array.from(index, (k, i) => ({ index: k, reversed: reversed[i] === 1 }));
}

function toPolylines(strokes: readonly Polyline[], legs: readonly Leg[]): Polyline[] {
  return legs.map(({ index, reversed }) => (reversed ? [...strokes[index]!].reverse() : strokes[index]!));
}
