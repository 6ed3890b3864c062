import { defineContract, EMPTY } from '../contract';

/** Ends every session of the account, in every browser, and clears this browser's cookie (session cookie). */
export const signOutEverywhere = defineContract({
  method: 'POST',
  path: '/api/account/sign-out-everywhere',
  auth: 'account',
  response: EMPTY,
});
