import path from 'node:path';
import type { FileStorage, StoredFile } from '../../lib/files/file-storage';
import { CARD_PAGE, svgToPdf } from '../../lib/svg-pdf';

/**
 * A PDF-compatible Illustrator file is a PDF: served as application/pdf, the type of its bytes, so browsers
 * and download tools handle it as what it is (application/postscript would claim PostScript, which it is not);
 * Illustrator opens it by its `.ai` name.
 */
export const AI_CONTENT_TYPE = 'application/pdf';

type FileFacts = Pick<StoredFile, 'mimeType' | 'originalName'>;

const isSvg = (file: FileFacts) => file.mimeType === 'image/svg+xml';

/**
 * The extension a design file downloads under: vector SVG artwork as a generated `.ai`, anything else
 * (PNG, JPEG, PDF, an uploaded .ai or .psd) as the file it is, under its own extension.
 */
export function downloadExtension(file: FileFacts): string {
  if (isSvg(file)) return 'ai';
  const ext = path.extname(file.originalName).slice(1).toLowerCase();
  if (ext === 'jpeg') return 'jpg';
  return /^[a-z0-9]{1,8}$/.test(ext) ? ext : 'bin';
}

/** Conversions under way, so simultaneous first downloads of one file convert it once. */
const converting = new Map<string, Promise<Buffer>>();

/**
 * The `.ai` of SVG artwork: a one-page PDF of the card at 7 × 5 in, its artwork vector. Made on the first
 * download and kept in the blob store beside the SVG (a stored file never changes under its id), so each
 * artwork is converted once, whichever app machine serves it.
 */
export function illustratorFile(storage: FileStorage, file: StoredFile): Promise<Buffer> {
  const key = `${file.storageName}.ai`;
  const pending = converting.get(key);
  if (pending) return pending;
  const made = storage.blobs.get(key).catch(async () => {
    const pdf = await svgToPdf((await storage.read(file)).toString('utf8'), {
      ...CARD_PAGE,
      title: path.basename(file.originalName, path.extname(file.originalName)),
    });
    await storage.blobs.put(key, pdf, AI_CONTENT_TYPE);
    return pdf;
  });
  converting.set(key, made);
  return made.finally(() => converting.delete(key));
}
