import { z } from 'zod';

export const FILE_NOT_FOUND = 'File not found.';

/** The customer files a campaign can carry, as the back office lists them. */
const CUSTOMER_FILE_KINDS = ['logo', 'frontDesign', 'backDesign', 'contactsCsv'] as const;
export type CustomerFileKind = (typeof CUSTOMER_FILE_KINDS)[number];

/**
 * A customer file. `url` is `/api/admin/files/{id}` and needs the bearer token, so the UI fetches it (with
 * the token, through the getAdminFile contract) into a blob: an attachment by default, inline for View.
 */
export const ZAdminFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type TAdminFile = z.infer<typeof ZAdminFileSchema>;
