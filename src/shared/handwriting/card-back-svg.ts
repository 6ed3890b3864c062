/**
 * The written side of a card as the customer's plain proof shows it: the 7 × 5 in back with the message and
 * the address block each placed at its writing area of the card's layout. The layout's divider and stamp box
 * are drawn faintly as guides; only the ink paths are what the pen writes.
 */
import { areaOrigin, type TBackLayout } from '../back-layout';
import { CARD } from '../stationery';
import { formatMm as n } from './mm-number';
import { inkPath, polylinesToPathData } from './note-svg';
import type { NoteSvgOptions, RenderedNote } from './types';

const GUIDE = 'fill="none" stroke="#c9ced8" stroke-width="0.3"';

function guides(layout: TBackLayout): string {
  return layout.printed
    .map(({ kind, rect: r }) => {
      if (kind === 'divider') {
        const x = n(r.x + r.width / 2);
        return `<path d="M${x} ${n(r.y)}L${x} ${n(r.y + r.height)}" ${GUIDE}/>`;
      }
      if (kind === 'stamp-box')
        return `<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.width)}" height="${n(r.height)}" ${GUIDE} stroke-dasharray="1.5 1"/>`;
      return '';
    })
    .join('');
}

export function cardBackToSvg(
  message: RenderedNote,
  address: RenderedNote,
  layout: TBackLayout,
  options: NoteSvgOptions = {},
): string {
  const { width, height } = CARD;
  const ink =
    polylinesToPathData(message.strokes, areaOrigin(layout, 'message')) +
    polylinesToPathData(address.strokes, areaOrigin(layout, 'address'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}"><rect x="0" y="0" width="${width}" height="${height}" fill="#fff"/>${guides(layout)}${ink ? inkPath(ink, options) : ''}</svg>`;
}
