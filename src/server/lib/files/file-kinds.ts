import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { unsupportedMediaType } from '../errors';
import { looksLikeSvg, sanitizeSvg } from '../svg-sanitizer';

const FILE_KINDS = ['png', 'jpg', 'webp', 'svg', 'pdf', 'ai', 'psd', 'zip'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

const MIME: Record<FileKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  ai: 'application/postscript',
  psd: 'image/vnd.adobe.photoshop',
  zip: 'application/zip',
};

/**
 * What the bytes are, whatever the name says. Illustrator files are PDF- or PostScript-based, so those count
 * as .ai only when the name says .ai; SVG is text, recognised by its root element.
 */
async function detectFileKind(bytes: Buffer, originalName: string): Promise<FileKind | undefined> {
  if (looksLikeSvg(bytes)) return 'svg';
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return undefined;
  const namedAi = path.extname(originalName).toLowerCase() === '.ai';
  if (namedAi && ['pdf', 'ps', 'eps'].includes(detected.ext)) return 'ai';
  return FILE_KINDS.find((k) => k === detected.ext);
}

export interface AcceptedFile {
  kind: FileKind;
  mimeType: string;
  /** The original name with the extension of what the file really is. */
  name: string;
  /** The bytes to store: SVG is stored sanitised. */
  bytes: Buffer;
}

/** Checks an upload against the kinds a slot accepts (415 with `wrongType` otherwise) and cleans SVG. */
export async function acceptFile(
  bytes: Buffer,
  originalName: string,
  allowed: readonly FileKind[],
  wrongType: string,
): Promise<AcceptedFile> {
  const kind = await detectFileKind(bytes, originalName);
  if (!kind || !allowed.includes(kind)) throw unsupportedMediaType(wrongType);
  let stored = bytes;
  if (kind === 'svg') {
    const clean = await sanitizeSvg(bytes.toString('utf8'));
    if (!clean) throw unsupportedMediaType(wrongType);
    stored = Buffer.from(clean, 'utf8');
  }
  return { kind, mimeType: MIME[kind], name: withExtension(originalName, kind), bytes: stored };
}

function withExtension(originalName: string, kind: FileKind): string {
  const base = path.basename(originalName).replace(/\.[^.]*$/, '') || 'file';
  const ext = path.extname(originalName).toLowerCase();
  if (ext === `.${kind}` || (kind === 'jpg' && ext === '.jpeg')) return path.basename(originalName);
  return `${base}.${kind}`;
}

/** The kind a MIME type names, for rules written as MIME types (CAMPAIGN_FILES). */
export function kindOfMime(mime: string): FileKind | undefined {
  return FILE_KINDS.find((k) => MIME[k] === mime);
}
