import { z } from 'zod';

/** Customer accounts (issue 12): optional, signed into with a link e-mailed to the customer. */
export const SIGN_IN_LINK_MINUTES = 15;
export const ACCOUNT_SESSION_DAYS = 30;
/** Sign-in links per e-mail address, and per IP address, within the window. */
export const SIGN_IN_LIMITS = { perEmail: 5, perIp: 20, windowMinutes: 15 } as const;
/** The browser's session cookie (httpOnly, SameSite=Lax; Secure when PUBLIC_URL is https). */
export const ACCOUNT_COOKIE = 'qp_account';
/**
 * Set and cleared beside the session cookie, readable by scripts and carrying nothing secret ("1"): a page
 * asks who is signed in only when it is there, so a guest's pages make no /api/account/me call (and no 401).
 */
export const SIGNED_IN_HINT_COOKIE = 'qp_signed_in';
/**
 * Set when a browser asks for a sign-in link (same flags, for the link's 15 minutes): the link opens only in
 * a browser holding it, so a link someone else asked for cannot sign this browser in (login CSRF).
 */
export const SIGN_IN_NONCE_COOKIE = 'qp_sign_in';

const EMAIL_REQUIRED = 'Please enter your e-mail address.';
const EMAIL_INVALID = 'Please enter a valid e-mail address.';
export const SIGN_IN_LINK_SENT =
  'If that address can receive e-mail, a sign-in link is on its way. It works once, for 15 minutes.';
export const SIGN_IN_LINK_INVALID =
  'This sign-in link has expired or has already been used. Ask for a new one and use it within 15 minutes.';
export const SIGN_IN_LINK_REPLACED =
  'This sign-in link was replaced by a newer one. Use the newest link we sent you, or ask for a new one.';
export const SIGN_IN_OTHER_BROWSER =
  'Open the link in the browser where you asked for it, or ask for a new link.';
/** 409 of a verify while another account is signed in in this browser: nothing is replaced unasked. */
export function signedInAsOther(current: string, next: string): string {
  return `You are signed in as ${current}. Sign out first, or confirm that you want to sign in as ${next} instead.`;
}
export const SIGNED_OUT = 'Please sign in to see your account.';

/** One normal form for every address the account code compares: trimmed and lower-cased. */
const ZAccountEmailSchema = z
  .string({ message: EMAIL_REQUIRED })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(254, EMAIL_INVALID)
  .pipe(z.email({ message: EMAIL_INVALID }))
  .transform((email) => email.toLowerCase());

/** POST /api/account/sign-in; the sign-in form validates with it too. */
export const ZSignInRequestSchema = z.object({ email: ZAccountEmailSchema });

/** The same answer whoever asks, so nobody learns which addresses have accounts. */
export const ZSignInRequestedSchema = z.object({ message: z.string() });

const ZSignInTokenSchema = z
  .string({ message: SIGN_IN_LINK_INVALID })
  .trim()
  .min(1, SIGN_IN_LINK_INVALID)
  .max(200, SIGN_IN_LINK_INVALID);

/** POST /api/account/sign-in-link: the token from the link's `?token=`, to learn its address without spending it. */
export const ZSignInLinkSchema = z.object({ token: ZSignInTokenSchema });
/** The address a link signs in as (the verify page's button names it). */
export const ZSignInLinkInfoSchema = z.object({ email: z.string() });

/**
 * POST /api/account/verify: the token from the link's `?token=`. `switchAccount` confirms replacing another
 * account's session in this browser; without it such a verify is refused (409).
 */
export const ZVerifySignInSchema = z.object({
  token: ZSignInTokenSchema,
  switchAccount: z.boolean({ message: 'switchAccount must be true or false.' }).optional(),
});

/** GET /api/account/me (401 when signed out); also the answer of a successful verify. */
export const ZAccountMeSchema = z.object({ email: z.string() });

/** "Track this order" (confirmation page and e-mail): the account's sign-in with the order's e-mail filled in. */
export function trackOrderPath(email: string): string {
  return email ? `/account?email=${encodeURIComponent(email)}` : '/account';
}
