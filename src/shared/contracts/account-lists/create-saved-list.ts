import { ZCreateSavedListSchema, ZSavedListSummarySchema } from '../../saved-lists';
import { defineContract } from '../contract';

/** Keeps an uploaded list under a name; every contact passes the campaign upload's CSV rules (400 otherwise). */
export const createSavedList = defineContract({
  method: 'POST',
  path: '/api/account/lists',
  auth: 'account',
  body: ZCreateSavedListSchema,
  response: ZSavedListSummarySchema,
  status: 201,
});
