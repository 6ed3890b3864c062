import {
  ZSavedContactInputSchema,
  ZSavedContactParamsSchema,
  ZSavedContactResultSchema,
} from '../../saved-lists';
import { defineContract } from '../contract';

/** Fixes one contact of a list (the whole contact is sent; CSV rules, 400) and answers its address warnings. */
export const updateSavedContact = defineContract({
  method: 'PATCH',
  path: '/api/account/lists/:id/contacts/:contactId',
  auth: 'account',
  params: ZSavedContactParamsSchema,
  body: ZSavedContactInputSchema,
  response: ZSavedContactResultSchema,
});
