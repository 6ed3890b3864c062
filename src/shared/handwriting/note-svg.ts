/**
 * A rendered note as SVG: stroke-only paths (what a pen draws, no text and no fill), in millimetres.
 * Numbers are the renderer's own 0.01 mm values printed by `String`, so the output is byte-stable.
 */
import type { NoteSvgOptions, Point, Polyline, RenderedNote } from './types';

export const PEN_WIDTH_MM = 0.35;
export const INK_COLOR = '#1d2a5c';

/**
 * A millimetre value to 0.01 mm in its shortest form ("12.3", "4", "0.05", as `String` would print it),
 * formatted from whole hundredths: integer formatting is several times faster than a double's.
 */
function num(v: number): string {
  const hundredths = Math.round(v * 100);
  const abs = hundredths < 0 ? -hundredths : hundredths;
  const whole = Math.floor(abs / 100);
  const frac = abs - whole * 100;
  const sign = hundredths < 0 ? '-' : '';
  if (frac === 0) return `${sign}${whole}`;
  if (frac % 10 === 0) return `${sign}${whole}.${frac / 10}`;
  return `${sign}${whole}.${frac < 10 ? '0' : ''}${frac}`;
}

/** SVG path data for the strokes ("M x y L x y …" per stroke), optionally moved by `offset` mm. */
export function polylinesToPathData(strokes: readonly Polyline[], offset: Point = [0, 0]): string {
  const [ox, oy] = offset;
  const parts: string[] = [];
  for (const stroke of strokes) {
    let d = '';
    for (let i = 0; i < stroke.length; i++) {
      const p = stroke[i]!;
      d += `${i === 0 ? 'M' : i === 1 ? 'L' : ' '}${num(p[0] + ox)} ${num(p[1] + oy)}`;
    }
    parts.push(d);
  }
  return parts.join('');
}

export function inkPath(d: string, options: NoteSvgOptions = {}): string {
  const width = options.strokeWidthMm ?? PEN_WIDTH_MM;
  const color = options.color ?? INK_COLOR;
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function noteToSvg(note: RenderedNote, options: NoteSvgOptions = {}): string {
  const { width, height } = note.area;
  const body = note.strokes.length > 0 ? inkPath(polylinesToPathData(note.strokes), options) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}mm" height="${num(height)}mm" viewBox="0 0 ${num(width)} ${num(height)}">${body}</svg>`;
}
