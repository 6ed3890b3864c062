import { AsciiWriter, asciiText } from '../../../shared/handwriting/ascii-writer';
import type { Polyline } from '../../../shared/handwriting/types';
import { type FlatStrokes, flattenStrokes, forEachRouted, inputRoute, type Route } from './flat-strokes';

/**
 * GRBL-style G-code for a pen plotter, from strokes in the card's millimetres.
 *
 * Axes: the strokes come in SVG convention (origin at the card's top-left corner, y downwards); the machine
 * works with its origin at the card's bottom-left corner and Y upwards, as plotters do. So a point (x, y) of the
 * SVG is sent as X = x, Y = cardHeight − y. Place the card with its bottom-left corner at the machine's zero,
 * writing side up and the address half to the right.
 *
 * Moves: with the pen up, `G1 … F<travel feed>` (GRBL's G0 would ignore the configured speed); with the pen
 * down, `G1 … F<draw feed>`. After each pen command, `G4 P<seconds>` waits for the pen to land or lift.
 */
export interface GcodeOptions {
  /** The card side's size in mm (points outside it are refused: the pen must never leave the card). */
  card: { width: number; height: number };
  penUp: string;
  penDown: string;
  /** mm/min */
  drawFeed: number;
  travelFeed: number;
  penDelayMs: number;
  /** Decimals of each coordinate (default 2: 0.01 mm, finer than a pen line). */
  decimals?: number;
  /** Comment lines for the header (e.g. the campaign and note). */
  title?: string[];
}

export function toGcode(strokes: readonly Polyline[], options: GcodeOptions): string {
  const flat = flattenStrokes([{ strokes }]);
  return asciiText(routeToGcode(flat, inputRoute(flat.count), options));
}

/**
 * `toGcode` of flat strokes drawn in a route's order, as the file's ASCII bytes (the production pack's path: no
 * point pairs and no strings made per move).
 */
export function routeToGcode(flat: FlatStrokes, route: Route, options: GcodeOptions): Uint8Array {
  const decimals = options.decimals ?? 2;
  const { width, height } = options.card;
  const dwell = options.penDelayMs > 0 ? `\nG4 P${formatNumber(options.penDelayMs / 1000, 3)}` : '';
  const penUp = `${options.penUp}${dwell}\n`;
  const penDown = `${options.penDown}${dwell}\n`;
  const travelFeed = ` F${options.travelFeed}\n`;
  const drawFeed = ` F${options.drawFeed}\n`;
  const { xy, first } = flat;
  const out = new AsciiWriter(first[flat.count]! * 20 + 1024);
  const num = decimals === 2 ? (n: number) => out.mm(n) : (n: number) => out.text(formatNumber(n, decimals));

  for (const line of options.title ?? []) out.text(`; ${asciiComment(line)}\n`);
  out.text(`; units mm, origin at the card's bottom-left corner, Y up\nG21\nG90\n${penUp}`);
  forEachRouted(flat, route, (start, last, step) => {
    for (let p = start, n = 0; p !== last + step; p += step, n++) {
      const x = xy[2 * p]!;
      const y = xy[2 * p + 1]!;
      if (!(x >= 0 && x <= width && y >= 0 && y <= height))
        throw new Error(`Stroke point (${x}, ${y}) mm is outside the ${width} × ${height} mm card`);
      out.text('G1 X');
      num(x);
      out.text(' Y');
      num(height - y);
      // The feed is modal: stated on the travel to each stroke and on its first drawing move.
      if (n === 0) out.text(travelFeed).text(penDown);
      else out.text(n === 1 ? drawFeed : '\n');
    }
    out.text(penUp);
  });
  return out.text(`G1 X0 Y0${travelFeed}M2\n`).bytes();
}

/** Fixed decimals without trailing zeros or a negative zero: 12.5, 0, 101.25. */
function formatNumber(n: number, decimals: number): string {
  const scale = 10 ** decimals;
  const rounded = Math.round(n * scale) / scale;
  const text = (rounded === 0 ? 0 : rounded).toFixed(decimals);
  return decimals > 0 ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** Controllers read G-code as ASCII: accents are dropped (Lucía → Lucia), anything else unprintable removed. */
function asciiComment(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
}
