import { ZAdminSessionSchema } from '../../admin-auth';
import { defineContract } from '../contract';

/** Who the bearer token belongs to and until when it works if left unused (token; the call itself is a use). */
export const getSession = defineContract({
  method: 'GET',
  path: '/api/admin/session',
  auth: 'staff',
  response: ZAdminSessionSchema,
});
