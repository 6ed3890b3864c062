import type { TAdminFile } from '../../../../shared/admin';
import type { StoredFile } from '../../../lib/file-storage';

/** Customer files are reached only through the token-protected download route. */
export function adminFileUrl(fileId: string): string {
  return `/api/admin/files/${fileId}`;
}

/** Catalog artwork and testimonial photos: public by design, served by id. */
export function catalogFileUrl(fileId: string): string {
  return `/api/catalog-files/${fileId}`;
}

export function toAdminFile(file: StoredFile): TAdminFile {
  return {
    id: file.id,
    url: adminFileUrl(file.id),
    name: file.originalName,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
  };
}
