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
      "The account's lists (its address book) the key can see, newest first, by cursor; filter by `created` and `metadata[key]=value`. Live keys see the live lists (those the site shows); test keys see those and the test lists.",
  },
  query: ZV1SavedListListQuerySchema,
  response: ZV1SavedListListSchema,
});
