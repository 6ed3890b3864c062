import { ZAdminSessionSchema } from '../../admin-auth';
import { defineContract } from '../contract';

/** Who the bearer token belongs to and until when (token). */
export const getSession = defineContract({
  method: 'GET',
  path: '/api/admin/session',
  response: ZAdminSessionSchema,
});
