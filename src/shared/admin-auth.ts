import { z } from 'zod';

/** Sign-in and sessions of the back office (back-office.md §2 "Admin login", §7). */
/** A bearer token stops working after this many hours without a request (ADMIN_IDLE_HOURS overrides it). */
export const ADMIN_IDLE_HOURS_DEFAULT = 12;
/** However often it is used, a token stops working this long after sign-in. */
export const ADMIN_SESSION_MAX_DAYS = 7;
/** Per username and address: after 5 failures in 15 minutes, that address waits until they age out. */
export const LOGIN_LOCKOUT = { maxFailures: 5, windowMinutes: 15 } as const;
/**
 * Per username across every address (guessing from rotating addresses): past `freeFailures` failures in the
 * last `countHours`, an attempt from elsewhere waits after the latest failure a delay that doubles with every
 * failure, up to `maxDelayMinutes`. Addresses the username signed in from in the last `trustedDays` skip this
 * wait, so an attack elsewhere cannot keep the real admin out; anyone else gets in once the wait is over.
 */
export const LOGIN_THROTTLE = {
  freeFailures: 5,
  firstDelaySeconds: 2,
  maxDelayMinutes: 15,
  countHours: 24,
  trustedDays: 30,
} as const;
export const INVALID_CREDENTIALS = 'Invalid credentials';
const LOGIN_FIELDS_REQUIRED = 'Please enter your username and password.';

/** POST /api/admin/login; the sign-in form validates with it too. */
export const ZAdminLoginSchema = z.object({
  username: z.string({ message: LOGIN_FIELDS_REQUIRED }).trim().min(1, LOGIN_FIELDS_REQUIRED).max(200),
  password: z.string({ message: LOGIN_FIELDS_REQUIRED }).min(1, LOGIN_FIELDS_REQUIRED).max(1000),
});
export type TAdminLoginInput = z.input<typeof ZAdminLoginSchema>;
export type TAdminLogin = z.output<typeof ZAdminLoginSchema>;

/**
 * 200 on success. Failures answer `{success: false, message}`: 401 'Invalid credentials', 400 for a missing
 * field, 429 'Too many attempts. Try again in N minutes.' (or seconds) with a Retry-After header, after 5
 * failures in 15 minutes from one address or, from an address the username never signed in from, after
 * repeated failures from anywhere.
 */
export const ZAdminLoginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
  /** ISO timestamp; the token stops working then unless it is used (each use pushes it back). */
  expiresAt: z.string(),
});
const ZAdminLoginFailureSchema = z.object({ success: z.literal(false), message: z.string() });
export type TAdminLoginFailure = z.infer<typeof ZAdminLoginFailureSchema>;

/** GET /api/admin/session (who am I). POST /api/admin/logout revokes the token and answers `{success: true}`. */
export const ZAdminSessionSchema = z.object({ username: z.string(), expiresAt: z.string() });
