import { ZAccountCardSchema } from '../../saved-cards';
import { defineContract } from '../contract';

/** The card kept on the signed-in customer's account (brand, last four, expiry), or `{ card: null }`. */
export const getAccountCard = defineContract({
  method: 'GET',
  path: '/api/account/card',
  auth: 'account',
  response: ZAccountCardSchema,
});
