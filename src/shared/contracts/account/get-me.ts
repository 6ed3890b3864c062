import { ZAccountMeSchema } from '../../account';
import { defineContract } from '../contract';

/** Who is signed in (session cookie); 401 when nobody is. */
export const getMe = defineContract({
  method: 'GET',
  path: '/api/account/me',
  auth: 'account',
  response: ZAccountMeSchema,
});
