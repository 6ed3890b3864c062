import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1SavedListSchema } from '../../v1-saved-lists';
import { defineContract } from '../contract';

export const v1GetSavedList = defineContract({
  method: 'GET',
  path: '/v1/lists/:id',
  auth: 'api-key',
  docs: {
    operationId: 'getList',
    summary: 'Retrieve a saved list',
    description:
      'One list of the account: its contact count, its columns, the date columns a program can use and its metadata. A test list is a 404 for live keys.',
  },
  params: ZV1IdParamsSchema,
  response: ZV1SavedListSchema,
});
