import { ZRenameSavedListSchema, ZSavedListParamsSchema, ZSavedListSummarySchema } from '../../saved-lists';
import { defineContract } from '../contract';

/** Renames a list of the signed-in customer; another account's id is 404. */
export const renameSavedList = defineContract({
  method: 'PATCH',
  path: '/api/account/lists/:id',
  auth: 'account',
  params: ZSavedListParamsSchema,
  body: ZRenameSavedListSchema,
  response: ZSavedListSummarySchema,
});
