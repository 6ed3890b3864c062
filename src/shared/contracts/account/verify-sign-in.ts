import { ZAccountMeSchema, ZVerifySignInSchema } from '../../account';
import { defineContract } from '../contract';

/**
 * Spends the link's token: 200 with the session cookie (the account is made on first sign-in), and every
 * other unused link of the address stops working. Only in the browser that asked for the link (its nonce
 * cookie): 403 elsewhere. 400 for a used, replaced, expired or unknown token; 409 while another account is
 * signed in here, unless `switchAccount` confirms replacing it.
 */
export const verifySignIn = defineContract({
  method: 'POST',
  path: '/api/account/verify',
  auth: 'public', // the e-mailed token is the credential, as a password is
  body: ZVerifySignInSchema,
  response: ZAccountMeSchema,
});
