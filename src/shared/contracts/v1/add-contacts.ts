import { ZV1AddContactsSchema, ZV1ContactBatchSchema } from '../../v1-list-contacts';
import { ZV1IdParamsSchema } from '../../v1-lists';
import { defineContract } from '../contract';

export const v1AddContacts = defineContract({
  method: 'POST',
  path: '/v1/lists/:id/contacts',
  auth: 'api-key',
  docs: {
    operationId: 'addContacts',
    summary: 'Add contacts to a list',
    description:
      "Adds contacts (JSON, or a CSV file sent as `text/csv`) with the site's CSV rules: valid rows are added and answered with the site's address checks, each invalid row is reported; a contact already on the list is kept once. A list holds at most 5,000 contacts. Test keys change only test lists (a live list is a 403 for them); live keys see no test list.",
    csvBody:
      'A CSV file (UTF-8, up to 5 MB) with a header row — name, address, address2, city, state, zipcode and any custom columns (merge fields, dates such as birthday) — and one row per contact.',
  },
  params: ZV1IdParamsSchema,
  body: ZV1AddContactsSchema,
  response: ZV1ContactBatchSchema,
});
