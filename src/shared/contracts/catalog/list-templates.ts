import { z } from 'zod';
import { ZDesignTemplateSchema } from '../../catalog-schemas';
import { defineContract } from '../contract';

/**
 * The design library, in catalogue order (public-site.md §2, §7). Artwork fields are URLs of stored files,
 * so the answer stays small; the web keeps it fresh for 5 minutes.
 */
export const listTemplates = defineContract({
  method: 'GET',
  path: '/api/design-templates',
  auth: 'public',
  response: z.array(ZDesignTemplateSchema),
});
