import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { printPdf } from './print-pdf';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function pageOf(pdf: Uint8Array) {
  return (await PDFDocument.load(pdf)).getPage(0);
}

describe('printPdf', () => {
  it('makes a 7 × 5 in card with 0.125 in bleed, its trim and bleed boxes set', async () => {
    const { pdf, gaps } = await printPdf(
      { artwork: { name: 'a.png', mimeType: 'image/png', bytes: PNG } },
      'x',
    );
    const page = await pageOf(pdf);
    expect(page.getSize()).toEqual({ width: 7.25 * 72, height: 5.25 * 72 });
    expect(page.getTrimBox()).toEqual({ x: 9, y: 9, width: 504, height: 360 });
    expect(page.getBleedBox()).toEqual({ x: 0, y: 0, width: 522, height: 378 });
    expect(gaps).toEqual([]);
  });

  it('keeps an uploaded PDF design vector (embedded as a page, not an image)', async () => {
    const source = await PDFDocument.create();
    source.addPage([504, 360]).drawRectangle({ x: 10, y: 10, width: 100, height: 50 });
    const { pdf, gaps } = await printPdf(
      {
        artwork: { name: 'front.pdf', mimeType: 'application/pdf', bytes: Buffer.from(await source.save()) },
      },
      'x',
    );
    expect(gaps).toEqual([]);
    const text = Buffer.from(pdf).toString('latin1');
    expect(text).toContain('/Subtype /Form');
    expect(text).not.toContain('/Subtype /Image');
  });

  it('says in the PDF, and reports, what it cannot place: SVG artwork and unknown files', async () => {
    const svg = await printPdf(
      { artwork: { name: 'front.svg', mimeType: 'image/svg+xml', bytes: Buffer.from('<svg/>') } },
      'print/front.svg',
    );
    expect(svg.gaps).toEqual([
      'The artwork is SVG, which this PDF cannot embed: print print/front.svg (vector, included in the pack) at 7 × 5 in.',
    ]);
    const psd = await printPdf(
      { artwork: { name: 'art.psd', mimeType: 'image/vnd.adobe.photoshop', bytes: Buffer.from('8BPS') } },
      'x',
    );
    expect(psd.gaps[0]).toMatch(/art\.psd .* cannot be placed automatically/);
  });

  it('places the logo and the contact details, Latin-1 accents kept', async () => {
    const { pdf, gaps } = await printPdf(
      {
        artwork: null,
        logo: { name: 'logo.png', mimeType: 'image/png', bytes: PNG },
        details: ['www.café-lucía.com', '(555) 010-0199', 'Emoji 🎉'],
      },
      'x',
    );
    expect(gaps).toEqual([]);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(Buffer.from(pdf).toString('latin1')).toContain('/Subtype /Image');
  });
});
