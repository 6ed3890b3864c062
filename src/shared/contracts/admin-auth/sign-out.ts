import { ZSuccessSchema } from '../../success';
import { defineContract } from '../contract';

/** Revokes the bearer token's session (token). */
export const signOut = defineContract({
  method: 'POST',
  path: '/api/admin/logout',
  auth: 'staff',
  response: ZSuccessSchema,
});
