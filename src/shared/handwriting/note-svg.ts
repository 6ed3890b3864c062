/**
 * A rendered note as SVG: stroke-only paths (what a pen draws, no text and no fill), in millimetres.
 * Numbers are the renderer's own 0.01 mm values (`formatMm`), so the output is byte-stable. The text is
 * written as ASCII bytes (`AsciiWriter`): the production pack keeps the bytes, a proof the same text.
 */
import { AsciiWriter, asciiText } from './ascii-writer';
import type { NoteSvgOptions, Point, Polyline, RenderedNote } from './types';

export const PEN_WIDTH_MM = 0.35;
export const INK_COLOR = '#1d2a5c';

/** Appends SVG path data for the strokes ("M x y L x y …" per stroke), optionally moved by `offset` mm. */
function writePathData(out: AsciiWriter, strokes: readonly Polyline[], offset: Point = [0, 0]): void {
  const [ox, oy] = offset;
  for (const stroke of strokes) {
    for (let i = 0; i < stroke.length; i++) {
      const p = stroke[i]!;
      out
        .text(i === 0 ? 'M' : i === 1 ? 'L' : ' ')
        .mm(p[0] + ox)
        .text(' ')
        .mm(p[1] + oy);
    }
  }
}

/** SVG path data for the strokes ("M x y L x y …" per stroke), optionally moved by `offset` mm. */
export function polylinesToPathData(strokes: readonly Polyline[], offset: Point = [0, 0]): string {
  const out = new AsciiWriter();
  writePathData(out, strokes, offset);
  return out.toString();
}

/** The path element's attributes after its data: `<path d="` + data + this. */
function inkAttributes(options: NoteSvgOptions): string {
  const width = options.strokeWidthMm ?? PEN_WIDTH_MM;
  const color = options.color ?? INK_COLOR;
  return `" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export function inkPath(d: string, options: NoteSvgOptions = {}): string {
  return `<path d="${d}${inkAttributes(options)}`;
}

/** The note's SVG file as ASCII bytes (the production pack's pen file). */
export function noteSvgBytes(note: RenderedNote, options: NoteSvgOptions = {}): Uint8Array {
  const { width, height } = note.area;
  const out = new AsciiWriter(note.strokes.length * 256 + 512);
  out.text('<svg xmlns="http://www.w3.org/2000/svg" width="').mm(width).text('mm" height="').mm(height);
  out.text('mm" viewBox="0 0 ').mm(width).text(' ').mm(height).text('">');
  if (note.strokes.length > 0) {
    out.text('<path d="');
    writePathData(out, note.strokes);
    out.text(inkAttributes(options));
  }
  return out.text('</svg>').bytes();
}

export function noteToSvg(note: RenderedNote, options: NoteSvgOptions = {}): string {
  return asciiText(noteSvgBytes(note, options));
}
