/**
 * What the card's back prints, as SVG markup in millimetres for the proof's card view (card-view-svg.ts):
 * the same print side the production pack's `back.pdf` is made from (`printSources`): the back artwork
 * covering the card, the customer's logo fitted into its box and the contact lines where the print puts
 * them. SVG artwork is sanitized again here (once per artwork: the result is kept) and nested as vector; PNG
 * and JPEG are embedded as data URIs; anything else (a PDF upload) leaves plain card stock, as the proof
 * cannot draw it.
 */
import { createHash } from 'node:crypto';
import { CARD_HEIGHT, CARD_WIDTH } from '../../../../shared/card-zones';
import { formatMm } from '../../../../shared/handwriting/mm-number';
import { CARD } from '../../../../shared/stationery';
import type { BlobStore } from '../../../lib/files/blob-stores/blob-store';
import { sanitizeSvg } from '../../../lib/svg-sanitizer';
import { type ArtworkFile, type CardBox, detailsSvg, type PrintSide } from '../../card-print/print-pdf';

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

/** Sanitized SVG artwork split for nesting: its root's attributes (box removed, viewBox kept) and the rest. */
interface NestableSvg {
  attributes: string;
  body: string;
}

/** Its root's attributes without its own box, with a viewBox (its own, or made from its size). */
function nestable(clean: string): NestableSvg | null {
  const open = /^<svg\b[^>]*>/i.exec(clean)?.[0];
  if (!open) return null;
  let attributes = open.slice(4, -1);
  if (!/\sviewBox\s*=/i.test(attributes)) {
    const size = (name: string) =>
      Number(new RegExp(`\\s${name}\\s*=\\s*["']?([\\d.]+)`, 'i').exec(open)?.[1]);
    const w = size('width');
    const h = size('height');
    attributes += ` viewBox="0 0 ${w > 0 ? w : CARD_WIDTH} ${h > 0 ? h : CARD_HEIGHT}"`;
  }
  attributes = attributes.replace(ROOT_BOX_ATTRIBUTES, '').replace(/\/$/, '');
  return { attributes, body: clean.slice(open.length) };
}

/**
 * Bump when the sanitizer's rules change, so copies kept by the old rules are not used. The kept copy's
 * blob key names it: `{sha256 of the artwork}.v{version}.clean.svg`.
 */
const SANITIZED_VERSION = 1;

/** Sanitized artwork by the hash of its bytes: a template's back is shared by every card of every campaign. */
const sanitized = new Map<string, Promise<NestableSvg | null>>();
const SANITIZED_KEPT = 32;

async function sanitizeKept(bytes: Buffer, key: string, blobs: BlobStore | undefined): Promise<string> {
  const kept = await blobs?.get(key).catch(() => null);
  if (kept) return kept.toString('utf8');
  // The sanitizer serialises as HTML: its one entity XML does not know is written as a number.
  const clean = ((await sanitizeSvg(bytes.toString('utf8'))) ?? '').replaceAll('&nbsp;', '&#160;');
  // Kept beside the stored files (which never change under their names), so a restarted server does not
  // load the sanitizer for artwork it has seen; a failed write only costs that time again.
  await blobs?.put(key, Buffer.from(clean, 'utf8'), 'image/svg+xml').catch(() => undefined);
  return clean;
}

/**
 * Artwork sanitized once: from memory, else from the copy kept in the blob store, else sanitized now (the
 * sanitizer loads jsdom, seconds on a busy machine) and kept in both.
 */
function sanitizedOnce(bytes: Buffer, blobs: BlobStore | undefined): Promise<NestableSvg | null> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  let clean = sanitized.get(hash);
  if (!clean) {
    const made = sanitizeKept(bytes, `${hash}.v${SANITIZED_VERSION}.clean.svg`, blobs).then((svg) =>
      svg ? nestable(svg) : null,
    );
    // A failure is not kept: the next card tries again.
    made.catch(() => sanitized.delete(hash));
    clean = made;
    if (sanitized.size >= SANITIZED_KEPT) sanitized.delete(sanitized.keys().next().value!);
    sanitized.set(hash, clean);
  }
  return clean;
}

/**
 * Sanitized SVG artwork as a nested `<svg>` filling `box`: its own viewBox kept (or made from its size),
 * its position and size replaced, `fit` as the print fits it (cover for artwork, contain for a logo).
 */
async function nestedSvg(
  file: ArtworkFile,
  box: MmBox,
  fit: 'slice' | 'meet',
  blobs: BlobStore | undefined,
): Promise<string> {
  const svg = await sanitizedOnce(file.bytes, blobs);
  if (!svg) return '';
  return `<svg${svg.attributes} ${boxAttrs(box)} preserveAspectRatio="xMidYMid ${fit}" overflow="hidden">${svg.body}`;
}

async function placed(
  file: ArtworkFile,
  box: MmBox,
  fit: 'slice' | 'meet',
  blobs: BlobStore | undefined,
): Promise<string> {
  const kind = kindOf(file);
  if (kind === 'svg') return nestedSvg(file, box, fit, blobs);
  if (kind === 'png' || kind === 'jpeg')
    return `<image ${boxAttrs(box)} preserveAspectRatio="xMidYMid ${fit}" href="data:image/${kind};base64,${file.bytes.toString('base64')}"/>`;
  return '';
}

const mmBox = (b: CardBox): MmBox => ({ x: b.x * K, y: b.y * K, width: b.width * K, height: b.height * K });

/**
 * The printed back's markup (mm); '' for plain card stock (no printed back, or artwork it cannot draw).
 * `blobs` keeps each artwork's sanitized copy across restarts.
 */
export async function printedBackSvg(back: PrintSide | null, blobs?: BlobStore): Promise<string> {
  if (!back) return '';
  const parts: string[] = [];
  if (back.artwork) parts.push(await placed(back.artwork, FULL_CARD, 'slice', blobs));
  if (back.logo) parts.push(await placed(back.logo.file, mmBox(back.logo.box), 'meet', blobs));
  if (back.lines && back.lines.length > 0) {
    // The print's own details drawing (700 × 500 units), scaled onto the card.
    parts.push(detailsSvg(back.lines).replace(/^<svg\b/, `<svg ${boxAttrs(FULL_CARD)}`));
  }
  return parts.join('');
}
