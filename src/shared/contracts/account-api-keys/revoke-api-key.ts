import { ZApiKeyParamsSchema } from '../../api-keys';
import { defineContract, EMPTY } from '../contract';

/** Revokes one of the account's keys: calls made with it are refused from then on. */
export const revokeApiKey = defineContract({
  method: 'DELETE',
  path: '/api/account/api-keys/:id',
  auth: 'account',
  params: ZApiKeyParamsSchema,
  response: EMPTY,
});
