import { ZV1ContactListQuerySchema, ZV1ContactListSchema } from '../../v1-list-contacts';
import { ZV1IdParamsSchema } from '../../v1-lists';
import { defineContract } from '../contract';

export const v1ListContacts = defineContract({
  method: 'GET',
  path: '/v1/lists/:id/contacts',
  auth: 'api-key',
  docs: {
    operationId: 'listContacts',
    summary: "List a list's contacts",
    description:
      "The list's contacts in list order (first added first), by cursor, each with the site's address checks.",
  },
  params: ZV1IdParamsSchema,
  query: ZV1ContactListQuerySchema,
  response: ZV1ContactListSchema,
});
