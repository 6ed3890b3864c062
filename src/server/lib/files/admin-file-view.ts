import type { TAdminFile } from '../../../shared/admin-file';
import { fillPath } from '../../../shared/contracts/contract';
import { getAdminFile } from '../../../shared/contracts/files/get-admin-file';
import type { StoredFile } from './file-storage';

/** Customer files are reached only through the token-protected download route. */
export function adminFileUrl(fileId: string): string {
  return fillPath(getAdminFile.path, { fileId });
}

/** Catalog artwork and testimonial photos: public by design, served by id (one definition, in shared). */
export { catalogFileUrl } from '../../../shared/catalog-files';

export function toAdminFile(file: StoredFile): TAdminFile {
  return {
    id: file.id,
    url: adminFileUrl(file.id),
    name: file.originalName,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
  };
}
