import { ZSavedListsSchema } from '../../saved-lists';
import { defineContract } from '../contract';

/** The signed-in customer's saved contact lists, last changed first (session cookie). */
export const listSavedLists = defineContract({
  method: 'GET',
  path: '/api/account/lists',
  auth: 'account',
  response: ZSavedListsSchema,
});
