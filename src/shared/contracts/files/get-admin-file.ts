import { z } from 'zod';
import { FILE_NOT_FOUND } from '../../admin-file';
import { defineContract, FILE } from '../contract';

/**
 * Any stored file, for staff (token): a download by default, `?disposition=inline` for the in-page View.
 * Its Content-Disposition carries the file's name.
 */
export const getAdminFile = defineContract({
  method: 'GET',
  path: '/api/admin/files/:fileId',
  auth: 'staff',
  params: z.object({ fileId: z.uuid(FILE_NOT_FOUND) }),
  query: z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') }),
  response: FILE,
});
