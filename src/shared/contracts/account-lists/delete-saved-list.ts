import { ZSavedListParamsSchema } from '../../saved-lists';
import { defineContract, EMPTY } from '../contract';

/** Deletes a list and its contacts; another account's id is 404. */
export const deleteSavedList = defineContract({
  method: 'DELETE',
  path: '/api/account/lists/:id',
  auth: 'account',
  params: ZSavedListParamsSchema,
  response: EMPTY,
});
