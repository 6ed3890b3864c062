import type { Point, Polyline } from '../../../shared/handwriting/types';
import type { FlatStrokes, Route } from './flat-strokes';

export function distance(a: Point, b: Point): number {
  // Math.hypot is several times slower, and this runs for every point of 5,000 notes.
  return Math.sqrt((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2);
}

export function strokeLength(stroke: Polyline): number {
  let length = 0;
  for (let i = 1; i < stroke.length; i++) length += distance(stroke[i - 1]!, stroke[i]!);
  return length;
}

/** Moves strokes from a writing area's coordinates (origin at its top-left) to the card's. */
export function translateStrokes(strokes: readonly Polyline[], offset: { x: number; y: number }): Polyline[] {
  return strokes.map((stroke) => stroke.map(([x, y]): Point => [x + offset.x, y + offset.y]));
}

export interface PlotStats {
  strokes: number;
  /** Ink: the length drawn with the pen down, mm. */
  strokeLengthMm: number;
  /** Moves with the pen up between strokes (from and back to `home` when given), mm. */
  penUpTravelMm: number;
}

/** What a plotter does for these strokes in this order. */
export function plotStats(strokes: readonly Polyline[], home?: Point): PlotStats {
  let strokeLengthMm = 0;
  let penUpTravelMm = 0;
  let at: Point | undefined = home;
  for (const stroke of strokes) {
    const first = stroke[0];
    if (!first) continue;
    if (at) penUpTravelMm += distance(at, first);
    strokeLengthMm += strokeLength(stroke);
    at = stroke[stroke.length - 1];
  }
  if (home && at) penUpTravelMm += distance(at, home);
  return { strokes: strokes.filter((s) => s.length > 0).length, strokeLengthMm, penUpTravelMm };
}

/**
 * `plotStats` of flat strokes drawn in a route's order, without making the strokes: the same sums in the same
 * order (a reversed stroke's length is added up from its end), so the figures are identical to the last bit.
 */
export function routeStats(flat: FlatStrokes, route: Route, home?: Point): PlotStats {
  const { xy, first } = flat;
  let strokes = 0;
  let strokeLengthMm = 0;
  let penUpTravelMm = 0;
  let atX = home ? home[0] : 0;
  let atY = home ? home[1] : 0;
  let placed = home !== undefined;
  for (let i = 0; i < route.order.length; i++) {
    const k = route.order[i]!;
    const from = first[k]!;
    const to = first[k + 1]! - 1;
    if (to < from) continue;
    const reversed = route.reversed[i] === 1;
    const start = reversed ? to : from;
    if (placed) penUpTravelMm += Math.sqrt((atX - xy[2 * start]!) ** 2 + (atY - xy[2 * start + 1]!) ** 2);
    let length = 0;
    if (reversed) {
      for (let p = to; p > from; p--)
        length += Math.sqrt((xy[2 * p]! - xy[2 * p - 2]!) ** 2 + (xy[2 * p + 1]! - xy[2 * p - 1]!) ** 2);
    } else {
      for (let p = from + 1; p <= to; p++)
        length += Math.sqrt((xy[2 * p - 2]! - xy[2 * p]!) ** 2 + (xy[2 * p - 1]! - xy[2 * p + 1]!) ** 2);
    }
    strokeLengthMm += length;
    const end = reversed ? from : to;
    atX = xy[2 * end]!;
    atY = xy[2 * end + 1]!;
    placed = true;
    strokes++;
  }
  if (home) penUpTravelMm += Math.sqrt((atX - home[0]) ** 2 + (atY - home[1]) ** 2);
  return { strokes, strokeLengthMm, penUpTravelMm };
}

export interface PlotterSpeeds {
  /** mm/min */
  drawFeed: number;
  travelFeed: number;
  /** Dwell after each pen move, ms. */
  penDelayMs: number;
}

/**
 * Writing time at the configured feeds: drawing, travelling, and a pen-down and a pen-up dwell per stroke. An
 * estimate: acceleration makes short strokes a little slower on a real machine.
 */
export function estimateWritingSeconds(stats: PlotStats, speeds: PlotterSpeeds): number {
  const moving = (stats.strokeLengthMm / speeds.drawFeed + stats.penUpTravelMm / speeds.travelFeed) * 60;
  return moving + (stats.strokes * 2 * speeds.penDelayMs) / 1000;
}
