import { ZV1ContactParamsSchema, ZV1ContactSchema, ZV1UpdateContactSchema } from '../../v1-list-contacts';
import { defineContract } from '../contract';

export const v1UpdateContact = defineContract({
  method: 'POST',
  path: '/v1/lists/:id/contacts/:contact_id',
  auth: 'api-key',
  docs: {
    operationId: 'updateContact',
    summary: 'Update a contact',
    description:
      "Changes the fields sent (the others keep their value) and checks the contact again by the site's rules: a refused field is a 400 naming it, a change that makes it a copy of another contact on the list a 409. Answers the contact with its address checks. Test keys change only test lists (a live list is a 403 for them); live keys see no test list.",
  },
  params: ZV1ContactParamsSchema,
  body: ZV1UpdateContactSchema,
  response: ZV1ContactSchema,
});
