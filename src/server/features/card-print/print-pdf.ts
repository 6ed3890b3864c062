import {
  clip,
  endPath,
  PDFDocument,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
} from 'pdf-lib';
import { CARD_HEIGHT, CARD_WIDTH } from '../../../shared/card-zones';
import { LETTER_SPACING } from '../../../shared/detail-text-width';
import type { PlacedLine } from '../../../shared/place-card-details';
import { CARD_PAGE, PT, type SvgPdfOptions, svgToPdf } from '../../lib/svg-pdf';

const TRIM = CARD_PAGE;
const BLEED = 0.125 * PT;
const PAGE = { width: TRIM.width + 2 * BLEED, height: TRIM.height + 2 * BLEED };
/** Card units (the artwork's 700 × 500) to points: the card's artwork is exactly the trimmed card. */
const K = TRIM.width / CARD_WIDTH;

/** A source of artwork, as stored: its bytes and what they are. */
export interface ArtworkFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

/** A box in card units (origin top left), as the zones and the builder's preview use. */
export interface CardBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PrintSide {
  /** The side's artwork; null draws a blank card (the back of a one-sided design carries only the writing). */
  artwork: ArtworkFile | null;
  /** The customer's logo and the box it is fitted into (aspect kept, centred, as the preview shows it). */
  logo?: { file: ArtworkFile; box: CardBox } | null;
  /** The contact lines where `placeCardDetails` put them. */
  lines?: readonly PlacedLine[];
}

export interface PrintResult {
  pdf: Uint8Array;
  /** What the operator must still do by hand (a file the PDF could not carry). */
  gaps: string[];
}

/**
 * A print-ready page for one printed side of the card: 7 × 5 in trimmed, with 0.125 in bleed on every edge
 * (a 7.25 × 5.25 in page; TrimBox and BleedBox set for the printer). The artwork fills the trimmed card
 * exactly as the customer saw it, and its mirror image across each edge fills the bleed. SVG (template artwork, SVG logos), PDF and the details stay
 * vector; PNG and JPEG are placed as images.
 */
export async function printPdf(side: PrintSide): Promise<PrintResult> {
  const doc = await PDFDocument.create();
  doc.setTitle('Quillpost card artwork');
  doc.setCreator('Quillpost production pack');
  const page = doc.addPage([PAGE.width, PAGE.height]);
  page.setBleedBox(0, 0, PAGE.width, PAGE.height);
  page.setTrimBox(BLEED, BLEED, TRIM.width, TRIM.height);
  page.setArtBox(BLEED, BLEED, TRIM.width, TRIM.height);
  const gaps: string[] = [];

  if (side.artwork && !(await drawArtwork(doc, page, side.artwork)))
    gaps.push(
      `The artwork ${side.artwork.name} (${side.artwork.mimeType}) cannot be placed automatically: print it from the campaign's files.`,
    );

  if (side.logo) {
    const box = pageBox(side.logo.box);
    const placed = await withEmbedded(doc, side.logo.file, box, async (art) => {
      const scale = Math.min(box.width / art.width, box.height / art.height);
      art.draw(page, centred(box, art.width * scale, art.height * scale));
    });
    if (!placed)
      gaps.push(
        `The logo ${side.logo.file.name} (${side.logo.file.mimeType}) could not be placed: add it by hand.`,
      );
  }

  if (side.lines && side.lines.length > 0) {
    const [details] = await doc.embedPdf(await svgToPdf(detailsSvg(side.lines), TRIM));
    page.drawPage(details!, { x: BLEED, y: BLEED, ...TRIM });
  }
  return { pdf: await doc.save(), gaps };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A card-unit box (top-left origin) on the page (points, bottom-left origin). */
function pageBox(box: CardBox): Box {
  return {
    x: BLEED + box.x * K,
    y: BLEED + (CARD_HEIGHT - box.y - box.height) * K,
    width: box.width * K,
    height: box.height * K,
  };
}

/** Artwork that is already 7.25 × 5.25 in carries its own bleed and is placed 1:1. */
const HAS_BLEED = (w: number, h: number) => Math.abs(w - PAGE.width) < 1 && Math.abs(h - PAGE.height) < 1;

async function drawArtwork(doc: PDFDocument, page: PDFPage, file: ArtworkFile): Promise<boolean> {
  // SVG card artwork: its 700 × 500 units are the trimmed 7 × 5 in card.
  return withEmbedded(doc, file, { ...TRIM, fit: 'cover' }, async (art) => {
    if (HAS_BLEED(art.width, art.height)) {
      art.draw(page, { x: 0, y: 0, ...PAGE });
      return;
    }
    const scale = Math.max(TRIM.width / art.width, TRIM.height / art.height);
    const placed = centred({ x: BLEED, y: BLEED, ...TRIM }, art.width * scale, art.height * scale);
    // The mirrors first: the card drawn over them leaves no hairline where they meet.
    mirrorIntoBleed(page, art, placed);
    art.draw(page, placed);
  });
}

/**
 * Fills the bleed by mirroring the artwork across each edge of where it was placed (and across both at the
 * corners): the colours run on continuously past the trim line, so a cut slightly outside it shows the
 * card's own edge rather than white or a jump.
 */
function mirrorIntoBleed(page: PDFPage, art: Embedded, at: Box) {
  const xs = [0, at.x, at.x + at.width, PAGE.width];
  const ys = [0, at.y, at.y + at.height, PAGE.height];
  for (const dx of [-1, 0, 1] as const) {
    for (const dy of [-1, 0, 1] as const) {
      const clipX = xs[dx + 1]!;
      const clipY = ys[dy + 1]!;
      const clipW = xs[dx + 2]! - clipX;
      const clipH = ys[dy + 2]! - clipY;
      if ((dx === 0 && dy === 0) || clipW <= 0 || clipH <= 0) continue;
      page.pushOperators(pushGraphicsState(), rectangle(clipX, clipY, clipW, clipH), clip(), endPath());
      // A negative size draws the artwork flipped, starting from the edge it is mirrored across.
      art.draw(page, {
        x: dx === 0 ? at.x : dx < 0 ? at.x : at.x + 2 * at.width,
        y: dy === 0 ? at.y : dy < 0 ? at.y : at.y + 2 * at.height,
        width: dx === 0 ? at.width : -at.width,
        height: dy === 0 ? at.height : -at.height,
      });
      page.pushOperators(popGraphicsState());
    }
  }
}

interface Embedded {
  width: number;
  height: number;
  draw: (page: PDFPage, at: Box) => void;
}

/**
 * Embeds a file once (an SVG becomes a vector PDF page of `svgPage` first) and hands it to `use`;
 * false when the file is of an unsupported kind or damaged (an encrypted PDF, a PNG pdf-lib cannot read).
 */
async function withEmbedded(
  doc: PDFDocument,
  file: ArtworkFile,
  svgPage: SvgPdfOptions,
  use: (art: Embedded) => Promise<void>,
): Promise<boolean> {
  const kind = kindOf(file);
  try {
    if (kind === 'pdf' || kind === 'svg') {
      const bytes =
        kind === 'svg'
          ? await svgToPdf(file.bytes.toString('utf8'), { ...svgPage, title: file.name })
          : file.bytes;
      const [embedded] = await doc.embedPdf(bytes, [0]);
      if (!embedded) return false;
      await use({
        width: embedded.width,
        height: embedded.height,
        draw: (page, at) => page.drawPage(embedded, at),
      });
      return true;
    }
    if (kind === 'png' || kind === 'jpg') {
      const image = kind === 'png' ? await doc.embedPng(file.bytes) : await doc.embedJpg(file.bytes);
      await use({ width: image.width, height: image.height, draw: (page, at) => page.drawImage(image, at) });
      return true;
    }
  } catch {
    return false;
  }
  return false;
}

function centred(box: Box, width: number, height: number): Box {
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

/** By magic bytes first (an upload's declared type may be wrong), then SVG by its root element. */
function kindOf(file: ArtworkFile): 'pdf' | 'png' | 'jpg' | 'svg' | 'other' {
  const b = file.bytes;
  if (b.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (b[0] === 0x89 && b.subarray(1, 4).toString('latin1') === 'PNG') return 'png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (/<svg[\s>]/i.test(b.subarray(0, 4096).toString('utf8'))) return 'svg';
  return 'other';
}

/**
 * The contact lines as the preview draws them, in the card's 700 × 500 units: what the print PDF carries,
 * and what the proof's card view (campaigns/proofs/printed-back-svg.ts) shows.
 */
export function detailsSvg(lines: readonly PlacedLine[]): string {
  const texts = lines.map(
    (line) =>
      `<text x="${line.x}" y="${line.y}" text-anchor="${line.anchor}" font-family="${line.fontFamily === 'serif' ? 'serif' : 'sans-serif'}" font-size="${line.fontSize}" letter-spacing="${LETTER_SPACING}" fill="${line.color}">${escapeXml(winAnsi(line.text))}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">${texts.join('')}</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);
}

/**
 * The standard PDF fonts write WinAnsi only: accents and the ellipsis stay, anything else (emoji, other
 * scripts) becomes "?" rather than a wrong glyph.
 */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\u00a0-\u00ff\u2026\u2018\u2019\u201c\u201d\u2013\u2014\u2022]/gu, '?');
}
