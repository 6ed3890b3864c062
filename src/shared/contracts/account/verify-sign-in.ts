import { ZAccountMeSchema, ZVerifySignInSchema } from '../../account';
import { defineContract } from '../contract';

/**
 * Spends the link's token: 200 with the session cookie (the account is made on first sign-in); 400 for a
 * used, expired or unknown token.
 */
export const verifySignIn = defineContract({
  method: 'POST',
  path: '/api/account/verify',
  body: ZVerifySignInSchema,
  response: ZAccountMeSchema,
});
