/**
 * A rendered note as SVG: stroke-only paths (what a pen draws, no text and no fill), in millimetres.
 * Numbers are the renderer's own 0.01 mm values (`formatMm`), so the output is byte-stable.
 */
import { formatMm } from './mm-number';
import type { NoteSvgOptions, Point, Polyline, RenderedNote } from './types';

export const PEN_WIDTH_MM = 0.35;
export const INK_COLOR = '#1d2a5c';

/** SVG path data for the strokes ("M x y L x y …" per stroke), optionally moved by `offset` mm. */
export function polylinesToPathData(strokes: readonly Polyline[], offset: Point = [0, 0]): string {
  const [ox, oy] = offset;
  let d = '';
  for (const stroke of strokes) {
    for (let i = 0; i < stroke.length; i++) {
      const p = stroke[i]!;
      d += `${i === 0 ? 'M' : i === 1 ? 'L' : ' '}${formatMm(p[0] + ox)} ${formatMm(p[1] + oy)}`;
    }
  }
  return d;
}

export function inkPath(d: string, options: NoteSvgOptions = {}): string {
  const width = options.strokeWidthMm ?? PEN_WIDTH_MM;
  const color = options.color ?? INK_COLOR;
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function noteToSvg(note: RenderedNote, options: NoteSvgOptions = {}): string {
  const { width, height } = note.area;
  const body = note.strokes.length > 0 ? inkPath(polylinesToPathData(note.strokes), options) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${formatMm(width)}mm" height="${formatMm(height)}mm" viewBox="0 0 ${formatMm(width)} ${formatMm(height)}">${body}</svg>`;
}
