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

/** Contact details on one line, joined by a dot (drawn by the views, not the artwork). */
export function contactLine(
  zones: ZoneRecorder,
  x: number,
  y: number,
  fill: string,
  anchor: 'start' | 'middle' | 'end' = 'middle',
  size = 12,
  width = blockWidth(x, anchor),
  /** Rows the line may wrap onto where the artwork leaves room: down from `y`, or up from it. */
  wrap?: { rows: number; grow: 'down' | 'up'; lineHeight?: number },
): string {
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  zones.setContact({
    x: left,
    y,
    width,
    lineHeight: wrap?.lineHeight ?? size * 1.5,
    maxLines: 1,
    ...(wrap ? { maxRows: wrap.rows, grow: wrap.grow } : {}),
    align: anchor,
    color: fill,
    fontSize: size,
    fontFamily: 'sans',
    layout: 'inline',
  });
  return '';
}

/** Contact details stacked one per line (drawn by the views, not the artwork). */
export function contactStack(
  zones: ZoneRecorder,
  x: number,
  y: number,
  fill: string,
  anchor: 'start' | 'middle' | 'end' = 'start',
  size = 12,
  gap = 18,
  width = blockWidth(x, anchor),
  /** Rows the block may take where the artwork leaves room below it (a long detail wraps onto them). */
  maxRows?: number,
): string {
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  zones.setContact({
    x: left,
    y,
    width,
    lineHeight: gap,
    maxLines: zones.maxLines,
    ...(maxRows ? { maxRows } : {}),
    align: anchor,
    color: fill,
    fontSize: size,
    fontFamily: 'sans',
    layout: 'stack',
  });
  return '';
}
