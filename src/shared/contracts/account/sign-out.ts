import { defineContract, EMPTY } from '../contract';

/** Revokes the session and clears its cookie. */
export const signOutAccount = defineContract({
  method: 'POST',
  path: '/api/account/sign-out',
  auth: 'account',
  response: EMPTY,
});
