import { ZUploadUrlSchema } from '../../template-schemas';
import { defineContract, MULTIPART } from '../contract';

/**
 * Stores a template or colour-variant file (multipart: `file`, `type` = preview | download) and answers its
 * public `/api/catalog-files/{id}` URL, which template writes then reference. SVG is sanitised on the way in.
 * Admin token.
 */
export const uploadTemplateFile = defineContract({
  method: 'POST',
  path: '/api/upload-variant-file',
  auth: 'staff',
  body: MULTIPART,
  response: ZUploadUrlSchema,
});
