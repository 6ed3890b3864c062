import { ZDeleteAccountSchema } from '../../account-data';
import { defineContract, EMPTY } from '../contract';

/**
 * Deletes the signed-in account after the customer typed its e-mail address: saved lists, card, sessions and
 * contacts go; orders stay for accounting with personal data redacted. 204 and the cookie cleared; 409 while
 * an order is paid and not yet mailed or cancelled.
 */
export const deleteAccount = defineContract({
  method: 'DELETE',
  path: '/api/account',
  auth: 'account',
  body: ZDeleteAccountSchema,
  response: EMPTY,
});
