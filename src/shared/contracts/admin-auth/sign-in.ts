import { ZAdminLoginResponseSchema, ZAdminLoginSchema } from '../../admin-auth';
import { defineContract } from '../contract';

/**
 * Opens a 12-hour admin session. Failures answer `{success: false, message}`: 401 'Invalid credentials',
 * 429 after 5 failures in 15 minutes.
 */
export const signIn = defineContract({
  method: 'POST',
  path: '/api/admin/login',
  body: ZAdminLoginSchema,
  response: ZAdminLoginResponseSchema,
});
