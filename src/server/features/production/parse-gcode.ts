import type { Point, Polyline } from '../../../shared/handwriting/types';

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
