import { ZApiKeyListSchema } from '../../api-keys';
import { defineContract } from '../contract';

/** The signed-in account's API keys (never the keys themselves), newest first, revoked ones included. */
export const listApiKeys = defineContract({
  method: 'GET',
  path: '/api/account/api-keys',
  auth: 'account',
  response: ZApiKeyListSchema,
});
