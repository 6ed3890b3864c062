import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';

/** Points per inch: PDF's unit. */
export const PT = 72;

/** A card face, 7 × 5 in trimmed, in points. */
export const CARD_PAGE = { width: 7 * PT, height: 5 * PT } as const;

export interface SvgPdfOptions {
  /** The page, in points. */
  width: number;
  height: number;
  /** 'contain' shows all of the artwork; 'cover' fills the page, cropping what overflows (as the previews do). */
  fit?: 'contain' | 'cover';
  title?: string;
}

/**
 * One PDF page with the SVG drawn on it as vector paths, gradients, patterns, clip paths and text (in the
 * standard PDF fonts: sans-serif families as Helvetica, serif ones as Times), centred on the page.
 */
export function svgToPdf(svg: string, options: SvgPdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    info: { Title: options.title ?? 'Quillpost artwork', Creator: 'Quillpost' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.addPage({ size: [options.width, options.height], margin: 0 });
  SVGtoPDF(doc, svg, 0, 0, {
    width: options.width,
    height: options.height,
    preserveAspectRatio: options.fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet',
    // What it cannot draw (an unknown element or attribute) is left out, as a browser would.
    warningCallback: () => {},
  });
  doc.end();
  return done;
}
