import { ZApiRequestListQuerySchema, ZApiRequestListSchema } from '../../api-keys';
import { defineContract } from '../contract';

/** The signed-in account's latest /v1 requests in one mode, newest first, with each one's outcome. */
export const listApiRequests = defineContract({
  method: 'GET',
  path: '/api/account/api-requests',
  auth: 'account',
  query: ZApiRequestListQuerySchema,
  response: ZApiRequestListSchema,
});
