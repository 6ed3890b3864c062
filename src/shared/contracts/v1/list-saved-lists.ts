import { ZV1SavedListListQuerySchema, ZV1SavedListListSchema } from '../../v1-saved-lists';
import { defineContract } from '../contract';

export const v1ListSavedLists = defineContract({
  method: 'GET',
  path: '/v1/lists',
  auth: 'api-key',
  docs: {
    operationId: 'listLists',
    summary: 'List saved lists',
    description:
      "The account's saved lists (its address book, the same for test and live keys), newest first, by cursor.",
  },
  query: ZV1SavedListListQuerySchema,
  response: ZV1SavedListListSchema,
});
