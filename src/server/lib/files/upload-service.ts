import type { AppDeps } from '../../app-deps';
import { payloadTooLarge } from '../errors';
import { acceptFile, type FileKind } from './file-kinds';
import type { StoredFile } from './file-storage';

type Deps = Pick<AppDeps, 'database' | 'storage'>;
type Upload = { filename: string; bytes: Buffer };

const MB = 1024 * 1024;

/** What each kind of catalog upload accepts (back-office.md §5) and how large it may be. */
export const CATALOG_UPLOADS = {
  preview: {
    kinds: ['png', 'jpg', 'svg'],
    maxBytes: 5 * MB,
    wrongType: 'Preview images must be PNG, JPEG or SVG.',
  },
  download: {
    kinds: ['ai', 'psd', 'pdf', 'zip', 'svg'],
    maxBytes: 10 * MB,
    wrongType: 'Download files must be .ai, .psd, .pdf, .zip or .svg.',
  },
  testimonialImage: {
    kinds: ['png', 'jpg', 'webp', 'svg'],
    maxBytes: 5 * MB,
    wrongType: 'The photo must be a PNG, JPEG, WebP or SVG image.',
  },
} as const satisfies Record<string, { kinds: readonly FileKind[]; maxBytes: number; wrongType: string }>;
export type CatalogUpload = keyof typeof CATALOG_UPLOADS;

/** Template artwork and testimonial photos are shown on the public site, so they are stored public. */
export async function saveCatalogFile(deps: Deps, upload: Upload, type: CatalogUpload): Promise<StoredFile> {
  const rule = CATALOG_UPLOADS[type];
  if (upload.bytes.length > rule.maxBytes) {
    throw payloadTooLarge(`The file is too large. The limit is ${rule.maxBytes / MB} MB.`);
  }
  const file = await acceptFile(upload.bytes, upload.filename, rule.kinds, rule.wrongType);
  return deps.storage.save(deps.database.db, {
    kind: `catalog-${type}`,
    originalName: file.name,
    mimeType: file.mimeType,
    bytes: file.bytes,
    isPublic: true,
  });
}
