import {
  ZSavedContactInputSchema,
  ZSavedContactResultSchema,
  ZSavedListParamsSchema,
} from '../../saved-lists';
import { defineContract } from '../contract';

/** Adds one contact to a list (CSV rules, 400; a duplicate or a full list, 409) and answers its address warnings. */
export const addSavedContact = defineContract({
  method: 'POST',
  path: '/api/account/lists/:id/contacts',
  auth: 'account',
  params: ZSavedListParamsSchema,
  body: ZSavedContactInputSchema,
  response: ZSavedContactResultSchema,
  status: 201,
});
