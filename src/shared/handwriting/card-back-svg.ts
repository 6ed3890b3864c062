/**
 * The written side of a card as the customer's proof shows it: the 7 × 5 in back with the message on the left
 * and the address block on the right, each note placed at its stationery area. The printed guides (card edge,
 * divider, postage corner) are drawn faintly; only the ink paths are what the pen writes.
 */
import { ADDRESS_AREA, CARD, DIVIDER_X, MESSAGE_AREA, POSTAGE_AREA } from '../stationery';
import { inkPath, polylinesToPathData } from './note-svg';
import type { NoteSvgOptions, RenderedNote } from './types';

const GUIDE = 'fill="none" stroke="#c9ced8" stroke-width="0.3"';

export function cardBackToSvg(
  message: RenderedNote,
  address: RenderedNote,
  options: NoteSvgOptions = {},
): string {
  const { width, height } = CARD;
  const p = POSTAGE_AREA;
  const guides =
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#fff"/>` +
    `<path d="M${DIVIDER_X} 14L${DIVIDER_X} 113" ${GUIDE}/>` +
    `<rect x="${p.x}" y="${p.y}" width="${p.width}" height="${p.height}" ${GUIDE} stroke-dasharray="1.5 1"/>`;
  const ink =
    polylinesToPathData(message.strokes, [MESSAGE_AREA.x, MESSAGE_AREA.y]) +
    polylinesToPathData(address.strokes, [ADDRESS_AREA.x, ADDRESS_AREA.y]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}">${guides}${ink ? inkPath(ink, options) : ''}</svg>`;
}
