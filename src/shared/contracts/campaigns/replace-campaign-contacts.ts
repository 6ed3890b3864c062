import { ZContactsBatchResultSchema, ZContactsBatchSchema } from '../../campaign';
import { defineContract } from '../contract';

/**
 * Replaces all contacts of a campaign, all or nothing (the shared CSV rules re-check every row), and answers
 * the new count and price. 409 once the campaign is paid.
 */
export const replaceCampaignContacts = defineContract({
  method: 'POST',
  path: '/api/contacts/batch',
  auth: 'link', // guest or account: the campaign's unguessable id, in the body
  body: ZContactsBatchSchema,
  response: ZContactsBatchResultSchema,
});
