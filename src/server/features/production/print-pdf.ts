import { PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** Points per inch: PDF's unit. */
const PT = 72;
const TRIM = { width: 7 * PT, height: 5 * PT };
const BLEED = 0.125 * PT;
const PAGE = { width: TRIM.width + 2 * BLEED, height: TRIM.height + 2 * BLEED };
/** Printed details stay this far inside the trim line (the printer's safe zone). */
const SAFE = 0.25 * PT;

/** A source of artwork, as stored: its bytes and what they are. */
export interface ArtworkFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

export interface PrintSide {
  /** The side's artwork; null draws a blank card (the back of a one-sided design carries only the writing). */
  artwork: ArtworkFile | null;
  logo?: ArtworkFile | null;
  /** The contact details the customer entered, one line each ("www.example.com", "(555) 010-0199"). */
  details?: readonly string[];
}

export interface PrintResult {
  pdf: Uint8Array;
  /** What the operator must still do by hand (artwork the PDF could not carry), said in the PDF as well. */
  gaps: string[];
}

/**
 * A print-ready page for one printed side of the card: 7 × 5 in trimmed, with 0.125 in bleed on every edge
 * (a 7.25 × 5.25 in page; TrimBox and BleedBox set for the printer). Raster and PDF artwork is placed as it
 * is (a PDF page stays vector); the logo and the contact details go in the bottom band of the safe area, as
 * the builder lists them (templates define no zones of their own). SVG artwork cannot be embedded by
 * pdf-lib: the page says so and names the vector file shipped beside it in the pack.
 */
export async function printPdf(side: PrintSide, svgNameInPack: string): Promise<PrintResult> {
  const doc = await PDFDocument.create();
  doc.setTitle('Quillpost card artwork');
  doc.setCreator('Quillpost production pack');
  const page = doc.addPage([PAGE.width, PAGE.height]);
  page.setBleedBox(0, 0, PAGE.width, PAGE.height);
  page.setTrimBox(BLEED, BLEED, TRIM.width, TRIM.height);
  page.setArtBox(BLEED, BLEED, TRIM.width, TRIM.height);
  const gaps: string[] = [];
  const font = await doc.embedFont(StandardFonts.Helvetica);

  if (side.artwork) {
    const placed = await drawCovering(doc, page, side.artwork, { x: 0, y: 0, ...PAGE });
    if (!placed) {
      const gap = isSvg(side.artwork)
        ? `The artwork is SVG, which this PDF cannot embed: print ${svgNameInPack} (vector, included in the pack) at 7 × 5 in.`
        : `The artwork ${side.artwork.name} (${side.artwork.mimeType}) cannot be placed automatically: print it from the campaign's files.`;
      gaps.push(gap);
      drawNotice(page, font, gap);
    }
  }

  let logoRight = BLEED + SAFE;
  if (side.logo) {
    const box = { x: BLEED + SAFE, y: BLEED + SAFE, width: 1.4 * PT, height: 0.7 * PT };
    const placed = await drawContained(doc, page, side.logo, box);
    if (placed) logoRight = box.x + box.width;
    else gaps.push(`The logo ${side.logo.name} (${side.logo.mimeType}) could not be placed: add it by hand.`);
  }

  const lines = (side.details ?? []).map(winAnsi).filter(Boolean);
  if (lines.length > 0) {
    const size = 8;
    const right = PAGE.width - BLEED - SAFE;
    const widest = Math.max(...lines.map((l) => font.widthOfTextAtSize(l, size)));
    const height = lines.length * size * 1.3;
    page.drawRectangle({
      x: Math.max(right - widest - 6, logoRight + 6),
      y: BLEED + SAFE - 4,
      width: Math.min(widest + 10, right - logoRight),
      height: height + 6,
      color: rgb(1, 1, 1),
      opacity: 0.85,
    });
    lines.forEach((line, i) => {
      page.drawText(line, {
        x: right - font.widthOfTextAtSize(line, size),
        y: BLEED + SAFE + (lines.length - 1 - i) * size * 1.3,
        size,
        font,
        color: rgb(0.1, 0.1, 0.12),
      });
    });
  }
  return { pdf: await doc.save(), gaps };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const isSvg = (file: ArtworkFile) => file.mimeType.includes('svg') || /\.svg$/i.test(file.name);

/** The artwork's pages or pixels scaled to fill `box` (centred, edges cropped by the page): false if unsupported. */
async function drawCovering(doc: PDFDocument, page: PDFPage, file: ArtworkFile, box: Box): Promise<boolean> {
  return draw(doc, page, file, box, Math.max);
}

/** Scaled to fit inside `box`, bottom-left aligned. */
async function drawContained(doc: PDFDocument, page: PDFPage, file: ArtworkFile, box: Box): Promise<boolean> {
  return draw(doc, page, file, box, Math.min);
}

async function draw(
  doc: PDFDocument,
  page: PDFPage,
  file: ArtworkFile,
  box: Box,
  pick: (a: number, b: number) => number,
): Promise<boolean> {
  const kind = kindOf(file);
  try {
    if (kind === 'pdf') {
      const [embedded] = await doc.embedPdf(file.bytes, [0]);
      if (!embedded) return false;
      const scale = pick(box.width / embedded.width, box.height / embedded.height);
      page.drawPage(
        embedded,
        placed(box, embedded.width * scale, embedded.height * scale, pick === Math.max),
      );
      return true;
    }
    if (kind === 'png' || kind === 'jpg') {
      const image = kind === 'png' ? await doc.embedPng(file.bytes) : await doc.embedJpg(file.bytes);
      const scale = pick(box.width / image.width, box.height / image.height);
      page.drawImage(image, placed(box, image.width * scale, image.height * scale, pick === Math.max));
      return true;
    }
  } catch {
    // A damaged or unusual file (an encrypted PDF, a CMYK PNG pdf-lib cannot read) is reported as a gap.
    return false;
  }
  return false;
}

function placed(box: Box, width: number, height: number, centre: boolean) {
  return centre
    ? { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height }
    : { x: box.x, y: box.y, width, height };
}

/** By magic bytes first (an upload's declared type may be wrong), then by the declared type. */
function kindOf(file: ArtworkFile): 'pdf' | 'png' | 'jpg' | 'other' {
  const b = file.bytes;
  if (b.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (b[0] === 0x89 && b.subarray(1, 4).toString('latin1') === 'PNG') return 'png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  return 'other';
}

function drawNotice(page: PDFPage, font: Awaited<ReturnType<PDFDocument['embedFont']>>, text: string) {
  const size = 11;
  const words = winAnsi(text).split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) < TRIM.width - 2 * SAFE)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  lines.forEach((line, i) => {
    page.drawText(line, {
      x: BLEED + SAFE,
      y: PAGE.height - BLEED - SAFE - size - i * size * 1.4,
      size,
      font,
      color: rgb(0.6, 0.1, 0.1),
    });
  });
}

/** Helvetica (a standard PDF font) writes WinAnsi only: accents stay, anything else becomes "?". */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?').trim();
}
