import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { printPdf } from './print-pdf';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Card artwork as the seed draws it: a gradient, a transformed and clipped group, and text. */
const CARD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 700 500">
<defs><linearGradient id="sky"><stop offset="0" stop-color="#1f3a5f"/><stop offset="1" stop-color="#b08d57"/></linearGradient>
<clipPath id="disc"><circle cx="350" cy="250" r="120"/></clipPath></defs>
<rect width="700" height="500" fill="url(#sky)"/>
<g transform="translate(10 20) rotate(5)" clip-path="url(#disc)"><rect width="700" height="500" fill="#fbf8f1"/></g>
<text x="60" y="120" font-family="Georgia,'Times New Roman',serif" font-size="48">Thanks</text></svg>`;

const svgFile = (svg: string, name = 'front.svg') => ({
  name,
  mimeType: 'image/svg+xml',
  bytes: Buffer.from(svg),
});

async function pageOf(pdf: Uint8Array) {
  return (await PDFDocument.load(pdf)).getPage(0);
}

/** Every object of the PDF as text, streams decompressed, so tests can read drawing operators. */
async function dump(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, obj]) =>
      obj instanceof PDFRawStream
        ? `${obj.dict}\n${Buffer.from(decodePDFRawStream(obj).decode()).toString('latin1')}`
        : String(obj),
    )
    .join('\n');
}

/** The text the PDF draws (its glyphs are written one hex string each, in WinAnsi). */
function drawnText(content: string): string {
  return [...content.matchAll(/<([0-9a-f]+)> Tj/g)]
    .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
    .join('');
}

describe('printPdf', () => {
  it('makes a 7 × 5 in card with 0.125 in bleed, its trim and bleed boxes set', async () => {
    const { pdf, gaps } = await printPdf({ artwork: { name: 'a.png', mimeType: 'image/png', bytes: PNG } });
    const page = await pageOf(pdf);
    expect(page.getSize()).toEqual({ width: 7.25 * 72, height: 5.25 * 72 });
    expect(page.getTrimBox()).toEqual({ x: 9, y: 9, width: 504, height: 360 });
    expect(page.getBleedBox()).toEqual({ x: 0, y: 0, width: 522, height: 378 });
    expect(gaps).toEqual([]);
  });

  it('fills the trimmed card with the artwork exactly, and the bleed with its mirror image', async () => {
    const { pdf } = await printPdf({ artwork: svgFile(CARD_SVG) });
    const content = await dump(pdf);
    // The card: 504 × 360 pt at the trim, unclipped, drawn last.
    expect(content).toMatch(/Q\nq\n1 0 0 1 9 9 cm\n(1 0 0 1 0 0 cm\n){3}\/EmbeddedPdfPage-\d+ Do\nQ\n*$/m);
    // Eight mirrors, each clipped to its strip or corner of the bleed: flipped across the edge it touches.
    expect(content.match(/ re\nW\nn\n/g)).toHaveLength(8);
    const mirror = (clip: string, at: string, flip: string) =>
      `${clip} re\nW\nn\nq\n1 0 0 1 ${at} cm\n1 0 0 1 0 0 cm\n${flip} 0 0 cm\n`;
    expect(content).toContain(mirror('0 9 9 360', '9 9', '-1 0 0 1'));
    expect(content).toContain(mirror('513 9 9 360', '1017 9', '-1 0 0 1'));
    expect(content).toContain(mirror('9 0 504 9', '9 9', '1 0 0 -1'));
    expect(content).toContain(mirror('9 369 504 9', '9 729', '1 0 0 -1'));
    expect(content).toContain(mirror('0 0 9 9', '9 9', '-1 0 0 -1'));
  });

  it('keeps SVG template artwork vector: shapes, gradient, clipping and text, no image and no gap', async () => {
    const { pdf, gaps } = await printPdf({ artwork: svgFile(CARD_SVG) });
    expect(gaps).toEqual([]);
    const content = await dump(pdf);
    expect(content).not.toContain('/Subtype /Image');
    expect(content).toContain('/ShadingType 2');
    expect(content).toContain('/BaseFont /Times-Roman');
    expect(drawnText(content)).toContain('Thanks');
  });

  it('keeps an uploaded PDF design vector (embedded as a page, not an image)', async () => {
    const source = await PDFDocument.create();
    source.addPage([504, 360]).drawRectangle({ x: 10, y: 10, width: 100, height: 50 });
    const { pdf, gaps } = await printPdf({
      artwork: { name: 'front.pdf', mimeType: 'application/pdf', bytes: Buffer.from(await source.save()) },
    });
    expect(gaps).toEqual([]);
    const text = await dump(pdf);
    expect(text).toContain('/Subtype /Form');
    expect(text).not.toContain('/Subtype /Image');
  });

  it('places a PDF that already has its bleed 1:1 on the page', async () => {
    const source = await PDFDocument.create();
    source.addPage([522, 378]).drawRectangle({ x: 0, y: 0, width: 522, height: 378 });
    const { pdf } = await printPdf({
      artwork: { name: 'bled.pdf', mimeType: 'application/pdf', bytes: Buffer.from(await source.save()) },
    });
    const content = await dump(pdf);
    expect(content).toContain('1 0 0 1 0 0 cm\n/EmbeddedPdfPage');
    expect(content).not.toContain(' re\nW\nn');
  });

  it('reports a file it cannot place', async () => {
    const psd = await printPdf({
      artwork: { name: 'art.psd', mimeType: 'image/vnd.adobe.photoshop', bytes: Buffer.from('8BPS') },
    });
    expect(psd.gaps).toEqual([
      "The artwork art.psd (image/vnd.adobe.photoshop) cannot be placed automatically: print it from the campaign's files.",
    ]);
  });

  it('fits the logo into its zone (aspect kept, centred) and writes the contact lines, Latin-1 accents kept', async () => {
    const { pdf, gaps } = await printPdf({
      artwork: null,
      logo: {
        file: { name: 'logo.png', mimeType: 'image/png', bytes: PNG },
        box: { x: 100, y: 50, width: 100, height: 50 },
      },
      lines: [
        {
          text: 'www.café-lucía.com',
          x: 650,
          y: 440,
          anchor: 'end',
          fontSize: 14,
          fontFamily: 'sans',
          color: '#222222',
        },
        {
          text: 'Emoji 🎉',
          x: 650,
          y: 460,
          anchor: 'end',
          fontSize: 14,
          fontFamily: 'sans',
          color: '#222222',
        },
      ],
    });
    expect(gaps).toEqual([]);
    const content = await dump(pdf);
    // The zone is 72 × 36 pt at (81, 297) from the page's bottom left; a square logo is 36 × 36, centred.
    expect(content).toMatch(/1 0 0 1 99 297 cm\n1 0 0 1 0 0 cm\n36 0 0 36 0 0 cm\n/);
    expect(content).toContain('/BaseFont /Helvetica');
    expect(drawnText(content)).toContain('www.café-lucía.comEmoji ?');
  });

  it('draws an SVG logo as vector', async () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#c0392b"/></svg>';
    const { pdf, gaps } = await printPdf({
      artwork: null,
      logo: { file: svgFile(logo, 'logo.svg'), box: { x: 40, y: 380, width: 140, height: 70 } },
    });
    expect(gaps).toEqual([]);
    const content = await dump(pdf);
    expect(content).not.toContain('/Subtype /Image');
    expect(content).toMatch(/\/Subtype \/Form/);
  });
});
