import type { Point, Polyline } from '../../../shared/handwriting/types';

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
  const decimals = options.decimals ?? 2;
  const num = (n: number) => formatNumber(n, decimals);
  const xy = ([x, y]: Point) => `X${num(x)} Y${num(options.card.height - y)}`;
  const dwell = options.penDelayMs > 0 ? [`G4 P${formatNumber(options.penDelayMs / 1000, 3)}`] : [];
  const penUp = [options.penUp, ...dwell];
  const penDown = [options.penDown, ...dwell];

  const lines: string[] = [
    ...(options.title ?? []).map((line) => `; ${asciiComment(line)}`),
    "; units mm, origin at the card's bottom-left corner, Y up",
    'G21',
    'G90',
    ...penUp,
  ];
  for (const stroke of strokes) {
    if (stroke.length === 0) continue;
    for (const point of stroke) assertOnCard(point, options.card);
    lines.push(`G1 ${xy(stroke[0]!)} F${options.travelFeed}`, ...penDown);
    // The feed is modal: stated on the first drawing move of each stroke, after the travel's.
    for (let p = 1; p < stroke.length; p++)
      lines.push(`G1 ${xy(stroke[p]!)}${p === 1 ? ` F${options.drawFeed}` : ''}`);
    lines.push(...penUp);
  }
  lines.push(`G1 X0 Y0 F${options.travelFeed}`, 'M2', '');
  return lines.join('\n');
}

function assertOnCard([x, y]: Point, card: { width: number; height: number }) {
  if (!(x >= 0 && x <= card.width && y >= 0 && y <= card.height))
    throw new Error(`Stroke point (${x}, ${y}) mm is outside the ${card.width} × ${card.height} mm card`);
}

/** Fixed decimals without trailing zeros or a negative zero: 12.5, 0, 101.25. */
function formatNumber(n: number, decimals: number): string {
  if (decimals === 2) return hundredths(n);
  const scale = 10 ** decimals;
  const rounded = Math.round(n * scale) / scale;
  const text = (rounded === 0 ? 0 : rounded).toFixed(decimals);
  return decimals > 0 ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * The default 0.01 mm case from whole hundredths with integer formatting: several times faster than toFixed
 * plus trimming, and this runs for every point of 5,000 notes. Same output as the general path.
 */
function hundredths(n: number): string {
  const h = Math.round(n * 100);
  if (h === 0) return '0';
  const abs = h < 0 ? -h : h;
  const whole = Math.floor(abs / 100);
  const frac = abs - whole * 100;
  const sign = h < 0 ? '-' : '';
  if (frac === 0) return `${sign}${whole}`;
  if (frac % 10 === 0) return `${sign}${whole}.${frac / 10}`;
  return `${sign}${whole}.${frac < 10 ? '0' : ''}${frac}`;
}

/** Controllers read G-code as ASCII: accents are dropped (Lucía → Lucia), anything else unprintable removed. */
function asciiComment(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();
}
