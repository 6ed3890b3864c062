/**
 * What the card's back prints, as SVG markup in millimetres for the proof's card view (card-view-svg.ts):
 * the same print side the production pack's `back.pdf` is made from (`printSources`): the back artwork
 * covering the card, the customer's logo fitted into its box and the contact lines where the print puts
 * them. SVG artwork is sanitized again here and nested as vector; PNG and JPEG are embedded as data URIs;
 * anything else (a PDF upload) leaves plain card stock, as the proof cannot draw it.
 */
import { createHash } from 'node:crypto';
import { CARD_HEIGHT, CARD_WIDTH } from '../../../../shared/card-zones';
import { formatMm } from '../../../../shared/handwriting/mm-number';
import { CARD } from '../../../../shared/stationery';
import { sanitizeSvg } from '../../../lib/svg-sanitizer';
import { type ArtworkFile, type CardBox, detailsSvg, type PrintSide } from '../../production/print-pdf';

/** Card units (the artwork's 700 × 500) to mm. */
const K = CARD.width / CARD_WIDTH;

interface MmBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const FULL_CARD: MmBox = { x: 0, y: 0, width: CARD.width, height: CARD.height };

const boxAttrs = (b: MmBox) =>
  `x="${formatMm(b.x)}" y="${formatMm(b.y)}" width="${formatMm(b.width)}" height="${formatMm(b.height)}"`;

function kindOf(file: ArtworkFile): 'png' | 'jpeg' | 'svg' | 'other' {
  const b = file.bytes;
  if (b[0] === 0x89 && b.subarray(1, 4).toString('latin1') === 'PNG') return 'png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (/<svg[\s>]/i.test(b.subarray(0, 4096).toString('utf8'))) return 'svg';
  return 'other';
}

const ROOT_BOX_ATTRIBUTES = /\s(x|y|width|height|preserveAspectRatio)\s*=\s*("[^"]*"|'[^']*')/gi;

/** Sanitized artwork by the hash of its bytes: a template's back is shared by every card of every campaign. */
const sanitized = new Map<string, Promise<string | null>>();
const SANITIZED_KEPT = 32;

function sanitizedOnce(bytes: Buffer): Promise<string | null> {
  const key = createHash('sha256').update(bytes).digest('base64url');
  let clean = sanitized.get(key);
  if (!clean) {
    // The sanitizer serialises as HTML: its one entity XML does not know is written as a number.
    clean = sanitizeSvg(bytes.toString('utf8')).then((svg) => svg?.replaceAll('&nbsp;', '&#160;') ?? null);
    if (sanitized.size >= SANITIZED_KEPT) sanitized.delete(sanitized.keys().next().value!);
    sanitized.set(key, clean);
  }
  return clean;
}

/**
 * Sanitized SVG artwork as a nested `<svg>` filling `box`: its own viewBox kept (or made from its size),
 * its position and size replaced, `fit` as the print fits it (cover for artwork, contain for a logo).
 */
async function nestedSvg(file: ArtworkFile, box: MmBox, fit: 'slice' | 'meet'): Promise<string> {
  const clean = await sanitizedOnce(file.bytes);
  if (!clean) return '';
  const open = /^<svg\b[^>]*>/i.exec(clean)?.[0];
  if (!open) return '';
  let attributes = open.slice(4, -1);
  if (!/\sviewBox\s*=/i.test(attributes)) {
    const size = (name: string) =>
      Number(new RegExp(`\\s${name}\\s*=\\s*["']?([\\d.]+)`, 'i').exec(open)?.[1]);
    const w = size('width');
    const h = size('height');
    attributes += ` viewBox="0 0 ${w > 0 ? w : CARD_WIDTH} ${h > 0 ? h : CARD_HEIGHT}"`;
  }
  attributes = attributes.replace(ROOT_BOX_ATTRIBUTES, '').replace(/\/$/, '');
  return `<svg${attributes} ${boxAttrs(box)} preserveAspectRatio="xMidYMid ${fit}" overflow="hidden">${clean.slice(open.length)}`;
}

async function placed(file: ArtworkFile, box: MmBox, fit: 'slice' | 'meet'): Promise<string> {
  const kind = kindOf(file);
  if (kind === 'svg') return nestedSvg(file, box, fit);
  if (kind === 'png' || kind === 'jpeg')
    return `<image ${boxAttrs(box)} preserveAspectRatio="xMidYMid ${fit}" href="data:image/${kind};base64,${file.bytes.toString('base64')}"/>`;
  return '';
}

const mmBox = (b: CardBox): MmBox => ({ x: b.x * K, y: b.y * K, width: b.width * K, height: b.height * K });

/** The printed back's markup (mm); '' for plain card stock (no printed back, or artwork it cannot draw). */
export async function printedBackSvg(back: PrintSide | null): Promise<string> {
  if (!back) return '';
  const parts: string[] = [];
  if (back.artwork) parts.push(await placed(back.artwork, FULL_CARD, 'slice'));
  if (back.logo) parts.push(await placed(back.logo.file, mmBox(back.logo.box), 'meet'));
  if (back.lines && back.lines.length > 0) {
    // The print's own details drawing (700 × 500 units), scaled onto the card.
    parts.push(detailsSvg(back.lines).replace(/^<svg\b/, `<svg ${boxAttrs(FULL_CARD)}`));
  }
  return parts.join('');
}
