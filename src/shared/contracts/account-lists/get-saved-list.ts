import { ZSavedListParamsSchema, ZSavedListSchema } from '../../saved-lists';
import { defineContract } from '../contract';

/**
 * One list with all its contacts (at most 5,000): the upload step sends them to a campaign in one batch and
 * checks their addresses at once, so a page of them would only be fetched again. Another account's id is 404.
 */
export const getSavedList = defineContract({
  method: 'GET',
  path: '/api/account/lists/:id',
  auth: 'account',
  params: ZSavedListParamsSchema,
  response: ZSavedListSchema,
});
