import { ZV1ContactParamsSchema, ZV1DeletedContactSchema } from '../../v1-list-contacts';
import { defineContract } from '../contract';

export const v1DeleteContact = defineContract({
  method: 'DELETE',
  path: '/v1/lists/:id/contacts/:contact_id',
  auth: 'api-key',
  docs: {
    operationId: 'deleteContact',
    summary: 'Remove a contact from a list',
    description:
      'Removes one contact from the list. Test keys change only test lists (a live list is a 403 for them); live keys see no test list.',
  },
  params: ZV1ContactParamsSchema,
  response: ZV1DeletedContactSchema,
});
