import { ZAdminLoginResponseSchema, ZAdminLoginSchema } from '../../admin-auth';
import { defineContract } from '../contract';

/**
 * Opens an admin session: a bearer token that stops working after ADMIN_IDLE_HOURS without use (12 by
 * default) and 7 days after sign-in at the latest. Failures answer `{success: false, message}`: 401 'Invalid
 * credentials', 429 with Retry-After while a lockout or the per-username delay lasts.
 */
export const signIn = defineContract({
  method: 'POST',
  path: '/api/admin/login',
  auth: 'public',
  body: ZAdminLoginSchema,
  response: ZAdminLoginResponseSchema,
});
