/**
 * The card as the recipient holds it (GUIDE: "The proof is the card"): the back's printed artwork with the
 * pen's writing on it, in millimetres on the 7 × 5 in back (`viewBox="0 0 177.8 127"`). The printed side is
 * a group `id="printed"` (card stock, then what the print PDF of the back prints); the writing is a group
 * `id="pen"` holding `id="message"` and `id="address"`, each placed at its writing area of the card's layout,
 * stroke for stroke the plain proof's (card-back-svg.ts) and the plotter's.
 *
 * The caller brings the printed markup (in mm, already made safe): the server makes it from the print
 * sources, the browser lays the writing over its own picture of the back (`printed: null`).
 */
import { areaOrigin, type TBackLayout, type WritingAreaName } from '../back-layout';
import { CARD } from '../stationery';
import { formatMm } from './mm-number';
import { inkPath, polylinesToPathData } from './note-svg';
import type { NoteSvgOptions, RenderedNote } from './types';

/** Plain card stock: what a side without artwork prints (a single-sided design's back). */
export const CARD_STOCK = '#fffdf8';

export interface CardViewInput {
  message: RenderedNote;
  address: RenderedNote;
  layout: TBackLayout;
  /**
   * What the back prints over the card stock, as SVG markup in mm (177.8 × 127); '' for plain card stock;
   * null leaves the card transparent (the pen layer alone, to lay over a picture of the back).
   */
  printed: string | null;
  /** The image's accessible name. */
  title?: string;
}

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt' }[c]};`);
}

/** One writing area's strokes in card coordinates, as its own group. */
function penArea(name: WritingAreaName, note: RenderedNote, layout: TBackLayout, options: NoteSvgOptions) {
  const d = polylinesToPathData(note.strokes, areaOrigin(layout, name));
  return `<g id="${name}">${d ? inkPath(d, options) : ''}</g>`;
}

/** The pen's writing: `<g id="pen">` with the message and the address groups. */
function penLayerSvg(
  message: RenderedNote,
  address: RenderedNote,
  layout: TBackLayout,
  options: NoteSvgOptions = {},
): string {
  return `<g id="pen">${penArea('message', message, layout, options)}${penArea('address', address, layout, options)}</g>`;
}

/** The whole back side as the recipient holds it: the printed group under the pen's group. */
export function cardViewToSvg(input: CardViewInput, options: NoteSvgOptions = {}): string {
  const width = formatMm(CARD.width);
  const height = formatMm(CARD.height);
  const title = input.title ? `<title>${escapeText(input.title)}</title>` : '';
  const printed =
    input.printed === null
      ? ''
      : `<g id="printed"><rect x="0" y="0" width="${width}" height="${height}" fill="${CARD_STOCK}"/>${input.printed}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}" role="img">${title}${printed}${penLayerSvg(input.message, input.address, input.layout, options)}</svg>`;
}
