import { ZSignInRequestedSchema, ZSignInRequestSchema } from '../../account';
import { defineContract } from '../contract';

/**
 * E-mails a single-use sign-in link valid 15 minutes, bound to this browser by a nonce cookie set with the
 * answer; older unused links of the address stop working. Always 202 with the same body (no account
 * enumeration); 429 past the per-e-mail limit (whatever the IP) or the per-IP limit.
 */
export const requestSignIn = defineContract({
  method: 'POST',
  path: '/api/account/sign-in',
  auth: 'public',
  body: ZSignInRequestSchema,
  response: ZSignInRequestedSchema,
  status: 202,
});
