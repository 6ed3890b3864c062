import { ZAdminProgramListQuerySchema, ZAdminProgramPageSchema } from '../../admin-programs';
import { defineContract } from '../contract';

/**
 * One page of every customer's programs, newest first: owner, status and why paused, the next day a note is
 * written, and the notes of the last days. Admin token.
 */
export const listAdminPrograms = defineContract({
  method: 'GET',
  path: '/api/admin/programs',
  auth: 'staff',
  query: ZAdminProgramListQuerySchema,
  response: ZAdminProgramPageSchema,
});
