/**
 * Public catalogue files (template artwork, testimonial photos): `/api/catalog-files/{id}`. Each upload gets
 * a new id and a stored file never changes, so the URL is versioned by its id and cached as immutable.
 */
import { UUID_SOURCE } from './uuid';

export const CATALOG_FILES_PATH = '/api/catalog-files';

export function catalogFileUrl(fileId: string): string {
  return `${CATALOG_FILES_PATH}/${fileId}`;
}

/**
 * `/api/catalog-files/{uuid}`, optionally followed by `/{download name}` (the form the list hands out for
 * design files, so a variant read from the list can be sent back as it is).
 */
const CATALOG_FILE_REF = new RegExp(`^/api/catalog-files/(${UUID_SOURCE})(?:/[^/?#]*)?$`, 'i');

/** The stored file a reference names, or null when it is not a catalogue-file URL. */
export function catalogFileIdOf(ref: string): string | null {
  return CATALOG_FILE_REF.exec(ref)?.[1]?.toLowerCase() ?? null;
}
