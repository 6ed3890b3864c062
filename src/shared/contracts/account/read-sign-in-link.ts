import { ZSignInLinkInfoSchema, ZSignInLinkSchema } from '../../account';
import { defineContract } from '../contract';

/**
 * The address a sign-in link is for, without spending it (the verify page names it on its button). Same
 * refusals as the verify: 400 for a used, replaced, expired or unknown token, 403 in another browser. A POST
 * so that the token stays out of URLs and logs.
 */
export const readSignInLink = defineContract({
  method: 'POST',
  path: '/api/account/sign-in-link',
  auth: 'public', // the e-mailed token is the credential, as a password is
  body: ZSignInLinkSchema,
  response: ZSignInLinkInfoSchema,
});
