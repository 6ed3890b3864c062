import { z } from 'zod';

/** Customer accounts (issue 12): optional, signed into with a link e-mailed to the customer. */
export const SIGN_IN_LINK_MINUTES = 15;
export const ACCOUNT_SESSION_DAYS = 30;
/** Sign-in links per e-mail address, and per IP address, within the window. */
export const SIGN_IN_LIMITS = { perEmail: 5, perIp: 20, windowMinutes: 15 } as const;
/** The browser's session cookie (httpOnly, SameSite=Lax; Secure when PUBLIC_URL is https). */
export const ACCOUNT_COOKIE = 'qp_account';

export const EMAIL_REQUIRED = 'Please enter your e-mail address.';
export const EMAIL_INVALID = 'Please enter a valid e-mail address.';
export const SIGN_IN_LINK_SENT =
  'If that address can receive e-mail, a sign-in link is on its way. It works once, for 15 minutes.';
export const SIGN_IN_LINK_INVALID =
  'This sign-in link has expired or has already been used. Ask for a new one and use it within 15 minutes.';
export const SIGNED_OUT = 'Please sign in to see your account.';

/** One normal form for every address the account code compares: trimmed and lower-cased. */
export const ZAccountEmailSchema = z
  .string({ message: EMAIL_REQUIRED })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(254, EMAIL_INVALID)
  .pipe(z.email({ message: EMAIL_INVALID }))
  .transform((email) => email.toLowerCase());

/** POST /api/account/sign-in; the sign-in form validates with it too. */
export const ZSignInRequestSchema = z.object({ email: ZAccountEmailSchema });
export type TSignInRequestInput = z.input<typeof ZSignInRequestSchema>;

/** The same answer whoever asks, so nobody learns which addresses have accounts. */
export const ZSignInRequestedSchema = z.object({ message: z.string() });

/** POST /api/account/verify: the token from the link's `?token=`. */
export const ZVerifySignInSchema = z.object({
  token: z.string({ message: SIGN_IN_LINK_INVALID }).trim().min(1, SIGN_IN_LINK_INVALID).max(200),
});

/** GET /api/account/me (401 when signed out); also the answer of a successful verify. */
export const ZAccountMeSchema = z.object({ email: z.string() });
export type TAccountMe = z.infer<typeof ZAccountMeSchema>;

/** "Track this order" (confirmation page and e-mail): the account's sign-in with the order's e-mail filled in. */
export function trackOrderPath(email: string): string {
  return email ? `/account?email=${encodeURIComponent(email)}` : '/account';
}
