import { ZV1CreateSavedListSchema, ZV1SavedListSchema } from '../../v1-saved-lists';
import { defineContract } from '../contract';

export const v1CreateList = defineContract({
  method: 'POST',
  path: '/v1/lists',
  auth: 'api-key',
  docs: {
    operationId: 'createList',
    summary: 'Create a list',
    description:
      "Creates an empty list in the key's mode (a test key makes a test list, seen by test keys only; a live key a list of the address book the site shows). Add its contacts with .",
  },
  body: ZV1CreateSavedListSchema,
  response: ZV1SavedListSchema,
  status: 201,
});
