import { defineContract, EMPTY } from '../contract';

/** Forgets the kept card (Stripe: the PaymentMethod is detached from the account's Customer). 204 even if none. */
export const removeAccountCard = defineContract({
  method: 'DELETE',
  path: '/api/account/card',
  auth: 'account',
  response: EMPTY,
});
