import type { Point, Polyline } from '../../../shared/handwriting/types';
import { type MotionSettings, MotionTimer } from './motion-time';

export interface ParseGcodeOptions {
  /** The card's height: machine Y (up, from the bottom edge) is turned back into the SVG's y (down, from the top). */
  cardHeight: number;
  penUp: string;
  penDown: string;
}

/**
 * Reads pen-plotter G-code back into strokes in SVG coordinates: what the pen draws between each pen-down and
 * pen-up command. For tests and checks of generated files; understands what `toGcode` writes (absolute G0/G1
 * moves, `;` and `( )` comments, modal coordinates).
 */
export function parseGcode(text: string, options: ParseGcodeOptions): Polyline[] {
  const penUp = normalise(options.penUp);
  const penDown = normalise(options.penDown);
  const strokes: Polyline[] = [];
  let x = 0;
  let y = 0;
  let stroke: Point[] | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = normalise(raw.replace(/\(.*?\)/g, '').replace(/;.*$/, ''));
    if (!line) continue;
    if (line === penDown) {
      stroke ??= [[x, options.cardHeight - y]];
      continue;
    }
    if (line === penUp) {
      if (stroke) strokes.push(stroke);
      stroke = undefined;
      continue;
    }
    const words = Object.fromEntries(
      [...line.matchAll(/([A-Z])\s*(-?\d+(?:\.\d+)?)/g)].map((m) => [m[1]!, Number(m[2])]),
    );
    if (words.G !== 0 && words.G !== 1) continue;
    x = words.X ?? x;
    y = words.Y ?? y;
    if (stroke) stroke.push([x, options.cardHeight - y]);
  }
  if (stroke) strokes.push(stroke);
  return strokes;
}

function normalise(line: string): string {
  return line.trim().toUpperCase().replace(/\s+/g, ' ');
}

export interface GcodeTimeOptions extends MotionSettings {
  penUp: string;
  penDown: string;
  /** mm/min for a G0 move (a controller's rapid rate; `toGcode` writes none). Default: the last feed. */
  rapidFeed?: number;
}

/**
 * How long a GRBL-style controller takes to run this G-code, read from the file alone: G0/G1 moves at their
 * (modal) feeds with acceleration and junction speeds (`MotionTimer`), `G4 P` dwells, and a stop at every pen
 * command. An independent check of `estimateRouteSeconds`: both must agree on the files the pack writes.
 */
export function estimateGcodeSeconds(text: string, options: GcodeTimeOptions): number {
  const penUp = normalise(options.penUp);
  const penDown = normalise(options.penDown);
  const timer = new MotionTimer(options);
  let feed = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = normalise(raw.replace(/\(.*?\)/g, '').replace(/;.*$/, ''));
    if (!line) continue;
    if (line === penUp || line === penDown) {
      timer.stop();
      continue;
    }
    const words = Object.fromEntries(
      [...line.matchAll(/([A-Z])\s*(-?\d+(?:\.\d+)?)/g)].map((m) => [m[1]!, Number(m[2])]),
    );
    if (words.G === 4) {
      timer.dwell(words.P ?? 0);
      continue;
    }
    if (line.startsWith('M2') || line.startsWith('M30')) {
      timer.stop();
      continue;
    }
    if (words.G !== 0 && words.G !== 1) continue;
    if (words.F !== undefined) feed = words.F;
    const [x, y] = timer.at;
    timer.moveTo(words.X ?? x, words.Y ?? y, words.G === 0 ? (options.rapidFeed ?? feed) : feed);
  }
  timer.stop();
  return timer.seconds;
}
