import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1DeletedSavedListSchema } from '../../v1-saved-lists';
import { defineContract } from '../contract';

export const v1DeleteList = defineContract({
  method: 'DELETE',
  path: '/v1/lists/:id',
  auth: 'api-key',
  docs: {
    operationId: 'deleteList',
    summary: 'Delete a list',
    description:
      'Deletes a list and its contacts. A list a program (of either mode) runs on is refused with 409 `conflict` naming the programs: delete them or move them to another list first. Test keys change only test lists (a live list is a 403 for them); live keys see no test list.',
  },
  params: ZV1IdParamsSchema,
  response: ZV1DeletedSavedListSchema,
});
