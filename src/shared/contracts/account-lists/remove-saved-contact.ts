import { ZSavedContactParamsSchema } from '../../saved-lists';
import { defineContract, EMPTY } from '../contract';

/** Removes one contact from a list; another account's list or contact is 404. */
export const removeSavedContact = defineContract({
  method: 'DELETE',
  path: '/api/account/lists/:id/contacts/:contactId',
  auth: 'account',
  params: ZSavedContactParamsSchema,
  response: EMPTY,
});
