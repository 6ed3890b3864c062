/** Where the customer's logo and contact details go on a front: recorded as zones, drawn by the views. */
import { circle, r1 } from './svg-kit';
import type { ZoneRecorder } from './zones';

/**
 * The logo zone: the box of the badge circle. A filled disc stays in the artwork as the logo's backdrop
 * (the logo is fitted inside it); the dashed "YOUR LOGO" badge is drawn only by showcase views.
 */
export function logoBadge(
  zones: ZoneRecorder,
  cx: number,
  cy: number,
  r: number,
  color: string,
  fill = 'none',
): string {
  const side = fill === 'none' ? 2 * r : r1(1.5 * r);
  zones.setLogo({ x: r1(cx - side / 2), y: r1(cy - side / 2), width: side, height: side, color });
  return fill === 'none' ? '' : circle(cx, cy, r, fill);
}

/** Default width of a contact block: the card width around the anchor, less a margin. */
function blockWidth(x: number, anchor: 'start' | 'middle' | 'end'): number {
  if (anchor === 'middle') return 2 * Math.min(x, 700 - x) - 80;
  return anchor === 'start' ? 640 - x : x - 60;
}

/**
 * The contact details' block (drawn by the views, not the artwork): on one line joined by a dot, which may wrap
 * onto `rows` where the artwork leaves room (down from `y`, or up from it); or stacked one per line, `gap` apart,
 * taking up to `maxRows` rows below `y` (a long detail wraps onto them).
 */
export function contactBlock(
  zones: ZoneRecorder,
  x: number,
  y: number,
  fill: string,
  anchor: 'start' | 'middle' | 'end',
  size: number,
  width: number | undefined,
  layout: { rows: number; grow: 'down' | 'up'; lineHeight?: number } | { gap: number; maxRows: number },
): string {
  const w = width ?? blockWidth(x, anchor);
  const left = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
  const lines =
    'gap' in layout
      ? { lineHeight: layout.gap, maxLines: zones.maxLines, maxRows: layout.maxRows }
      : { lineHeight: layout.lineHeight ?? size * 1.5, maxLines: 1, maxRows: layout.rows, grow: layout.grow };
  zones.setContact({
    x: left,
    y,
    width: w,
    ...lines,
    align: anchor,
    color: fill,
    fontSize: size,
    fontFamily: 'sans',
    layout: 'gap' in layout ? 'stack' : 'inline',
  });
  return '';
}
