import type { Point, Polyline } from '../../../shared/handwriting/types';
import { type FlatStrokes, flattenStrokes, forEachRouted, inputRoute, type Route } from './flat-strokes';
import { type MotionSettings, MotionTimer } from './motion-time';

function distance(a: Point, b: Point): number {
  // Math.hypot is several times slower, and this runs for every point of 5,000 notes.
  return Math.sqrt((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2);
}

function strokeLength(stroke: Polyline): number {
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

/**
 * The strokes and order each `routeStats`/`plotStats` result was measured on, so `estimateWritingSeconds` can
 * replay the moves with acceleration. Weak: a result that is dropped (or sent to another thread, which copies
 * only its figures) takes nothing with it.
 */
const measured = new WeakMap<PlotStats, { flat: FlatStrokes; route: Route; home: Point | undefined }>();

/** What a plotter does for these strokes in this order. */
export function plotStats(strokes: readonly Polyline[], home?: Point): PlotStats {
  const stats = sumStrokes(strokes, home);
  const flat = flattenStrokes([{ strokes }]);
  measured.set(stats, { flat, route: inputRoute(flat.count), home });
  return stats;
}

function sumStrokes(strokes: readonly Polyline[], home?: Point): PlotStats {
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
  const { xy } = flat;
  let strokes = 0;
  let strokeLengthMm = 0;
  let penUpTravelMm = 0;
  let atX = home ? home[0] : 0;
  let atY = home ? home[1] : 0;
  let placed = home !== undefined;
  forEachRouted(flat, route, (start, last, step) => {
    if (placed) penUpTravelMm += Math.sqrt((atX - xy[2 * start]!) ** 2 + (atY - xy[2 * start + 1]!) ** 2);
    let length = 0;
    for (let p = start + step; p !== last + step; p += step) {
      const q = p - step;
      length += Math.sqrt((xy[2 * q]! - xy[2 * p]!) ** 2 + (xy[2 * q + 1]! - xy[2 * p + 1]!) ** 2);
    }
    strokeLengthMm += length;
    atX = xy[2 * last]!;
    atY = xy[2 * last + 1]!;
    placed = true;
    strokes++;
  });
  if (home) penUpTravelMm += Math.sqrt((atX - home[0]) ** 2 + (atY - home[1]) ** 2);
  const stats = { strokes, strokeLengthMm, penUpTravelMm };
  measured.set(stats, { flat, route, home });
  return stats;
}

export interface PlotterSpeeds {
  /** mm/min */
  drawFeed: number;
  travelFeed: number;
  /** Dwell after each pen move, ms. */
  penDelayMs: number;
  /**
   * mm/s² along the path, and GRBL's junction deviation (mm; default 0.01): with an acceleration, the estimate
   * follows each move's trapezoidal speed profile (`motion-time.ts`). Without one (or 0), every move is at its
   * feed from start to end.
   */
  accelerationMmS2?: number;
  junctionDeviationMm?: number;
}

/** GRBL's default junction deviation ($11), mm. */
const DEFAULT_JUNCTION_DEVIATION_MM = 0.01;

/**
 * Writing time of strokes measured by `routeStats` or `plotStats` (the same figures from elsewhere fall back to
 * constant speeds): with `accelerationMmS2`, exactly the moves of the G-code `routeToGcode` writes for them
 * (`estimateRouteSeconds`); without, drawing and travelling at the feeds plus a pen-down and a pen-up dwell per
 * stroke.
 */
export function estimateWritingSeconds(stats: PlotStats, speeds: PlotterSpeeds): number {
  const route = measured.get(stats);
  if (route && (speeds.accelerationMmS2 ?? 0) > 0) {
    return estimateRouteSeconds(route.flat, route.route, speeds, route.home);
  }
  const moving = (stats.strokeLengthMm / speeds.drawFeed + stats.penUpTravelMm / speeds.travelFeed) * 60;
  return moving + (stats.strokes * 2 * speeds.penDelayMs) / 1000;
}

/**
 * The time a GRBL-style plotter takes for the G-code `routeToGcode` writes (a pen-up dwell first; per stroke a
 * travel at the travel feed, the pen-down dwell, the strokes' moves at the drawing feed, the pen-up dwell; then
 * home), each run of moves between two pen commands planned with acceleration and junction speeds
 * (`MotionTimer`). `home` is where the machine starts and ends (the card's bottom-left corner); without it the
 * pen starts on the first stroke and stays on the last.
 */
export function estimateRouteSeconds(
  flat: FlatStrokes,
  route: Route,
  speeds: PlotterSpeeds,
  home?: Point,
): number {
  const motion: MotionSettings = {
    accelerationMmS2: speeds.accelerationMmS2 ?? 0,
    junctionDeviationMm: speeds.junctionDeviationMm ?? DEFAULT_JUNCTION_DEVIATION_MM,
  };
  const { xy } = flat;
  const dwell = speeds.penDelayMs / 1000;
  let timer: MotionTimer | undefined = home ? new MotionTimer(motion, home) : undefined;
  timer?.dwell(dwell);
  forEachRouted(flat, route, (start, last, step) => {
    if (!timer) {
      timer = new MotionTimer(motion, [xy[2 * start]!, xy[2 * start + 1]!]);
      timer.dwell(dwell);
    }
    timer.moveTo(xy[2 * start]!, xy[2 * start + 1]!, speeds.travelFeed);
    timer.dwell(dwell);
    for (let p = start + step; p !== last + step; p += step) {
      timer.moveTo(xy[2 * p]!, xy[2 * p + 1]!, speeds.drawFeed);
    }
    timer.dwell(dwell);
  });
  if (!timer) return 0;
  if (home) timer.moveTo(home[0], home[1], speeds.travelFeed);
  timer.stop();
  return timer.seconds;
}
