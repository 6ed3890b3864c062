import { uploadTemplateFile } from '../../../../shared/contracts/templates/upload-template-file';
import type { VariantFileType } from '../../../../shared/template-schemas';
import { adminCall } from '../admin-api';

export type CatalogFileType = VariantFileType;

/** Preview images: PNG, JPEG or SVG. */
export const PREVIEW_ACCEPT = '.png,.jpg,.jpeg,.svg';
/** Download files (back-office.md §5): .ai, .psd, .pdf, .zip, .svg. */
export const DOWNLOAD_ACCEPT = '.ai,.psd,.pdf,.zip,.svg';

/** Thrown with the spec's message when an upload fails (back-office.md §8). */
export class CatalogUploadError extends Error {
  constructor(type: CatalogFileType, cause: unknown) {
    super(
      type === 'preview'
        ? 'Failed to upload preview image. Please try again.'
        : 'Failed to upload download file. Please try again.',
      { cause },
    );
  }
}

/** POST /api/upload-variant-file → the public URL of the stored file (template and variant artwork). */
export async function uploadCatalogFile(file: File, type: CatalogFileType): Promise<string> {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file);
  try {
    const { url } = await adminCall(uploadTemplateFile, { body: form });
    if (!url) throw new Error('No URL in the upload answer');
    return url;
  } catch (err) {
    throw new CatalogUploadError(type, err);
  }
}

/** Uploads when a file is given; otherwise resolves to undefined (keep what is there). */
export async function maybeUpload(file: File | null, type: CatalogFileType): Promise<string | undefined> {
  return file ? uploadCatalogFile(file, type) : undefined;
}
