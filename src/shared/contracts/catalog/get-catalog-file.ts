import { z } from 'zod';
import { defineContract, FILE } from '../contract';

export const CATALOG_FILE_NOT_FOUND = 'File not found.';

/**
 * A public catalogue file (template artwork, testimonial photo) shown inline. Each upload gets a new id and
 * a stored file never changes, so the URL is versioned by its id and cached for a year (immutable).
 */
export const getCatalogFile = defineContract({
  method: 'GET',
  path: '/api/catalog-files/:id',
  auth: 'public',
  params: z.object({ id: z.uuid(CATALOG_FILE_NOT_FOUND) }),
  response: FILE,
});
