import { z } from 'zod';

/** Sign-in and sessions of the back office (back-office.md §2 "Admin login", §7). */
export const ADMIN_SESSION_HOURS = 12;
export const LOGIN_LOCKOUT = { maxFailures: 5, windowMinutes: 15 } as const;
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const LOGIN_FIELDS_REQUIRED = 'Please enter your username and password.';

/** POST /api/admin/login; the sign-in form validates with it too. */
export const ZAdminLoginSchema = z.object({
  username: z.string({ message: LOGIN_FIELDS_REQUIRED }).trim().min(1, LOGIN_FIELDS_REQUIRED).max(200),
  password: z.string({ message: LOGIN_FIELDS_REQUIRED }).min(1, LOGIN_FIELDS_REQUIRED).max(1000),
});
export type TAdminLoginInput = z.input<typeof ZAdminLoginSchema>;
export type TAdminLogin = z.output<typeof ZAdminLoginSchema>;

/**
 * 200 on success. Failures answer `{success: false, message}`: 401 'Invalid credentials', 400 for a missing
 * field, 429 'Too many attempts. Try again in N minutes.' after 5 failures in 15 minutes.
 */
export const ZAdminLoginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
  /** ISO timestamp; the token stops working then (12 hours after sign-in). */
  expiresAt: z.string(),
});
export type TAdminLoginResponse = z.infer<typeof ZAdminLoginResponseSchema>;
export const ZAdminLoginFailureSchema = z.object({ success: z.literal(false), message: z.string() });
export type TAdminLoginFailure = z.infer<typeof ZAdminLoginFailureSchema>;

/** GET /api/admin/session (who am I). POST /api/admin/logout revokes the token and answers `{success: true}`. */
export const ZAdminSessionSchema = z.object({ username: z.string(), expiresAt: z.string() });
export type TAdminSession = z.infer<typeof ZAdminSessionSchema>;
