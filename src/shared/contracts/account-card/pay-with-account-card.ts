import { ZPaidWithSavedCardSchema, ZPayWithSavedCardSchema } from '../../saved-cards';
import { defineContract } from '../contract';

/**
 * Pays a campaign with the card kept on the account, for the campaign's amount as stored on the server.
 * Same checks as create-payment-intent (404, 409, 400); 402 with the bank's reason when the card is refused,
 * and then no order exists.
 */
export const payWithAccountCard = defineContract({
  method: 'POST',
  path: '/api/account/card/pay',
  auth: 'account',
  body: ZPayWithSavedCardSchema,
  response: ZPaidWithSavedCardSchema,
});
