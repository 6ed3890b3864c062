import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1SavedListSchema, ZV1UpdateSavedListSchema } from '../../v1-saved-lists';
import { defineContract } from '../contract';

export const v1UpdateList = defineContract({
  method: 'POST',
  path: '/v1/lists/:id',
  auth: 'api-key',
  docs: {
    operationId: 'updateList',
    summary: 'Rename a list or change its metadata',
    description:
      'Renames the list and/or merges the metadata sent into its own (a key sent as `""` is removed). Test keys change only test lists (a live list is a 403 for them); live keys see no test list.',
  },
  params: ZV1IdParamsSchema,
  body: ZV1UpdateSavedListSchema,
  response: ZV1SavedListSchema,
});
