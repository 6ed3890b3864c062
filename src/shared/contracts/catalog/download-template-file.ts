import { z } from 'zod';
import { defineContract, FILE } from '../contract';
import { CATALOG_FILE_NOT_FOUND } from './get-catalog-file';

/**
 * A design file of the library as a download named `{template}{-variant|-back}.{ext}` (public-site.md §2), an
 * attachment under the name in the URL: vector SVG artwork as a PDF-compatible `.ai` (application/pdf), any
 * other stored file as it is under its own extension; a name with another extension is not found. The list
 * builds these links, so a renamed template gets a new URL and the year-long caching stays right.
 */
export const downloadTemplateFile = defineContract({
  method: 'GET',
  path: '/api/catalog-files/:id/:name',
  auth: 'public',
  params: z.object({
    id: z.uuid(CATALOG_FILE_NOT_FOUND),
    name: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*\.[a-z0-9]{1,8}$/, CATALOG_FILE_NOT_FOUND)
      .max(200),
  }),
  response: FILE,
});
