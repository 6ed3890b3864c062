import { ZCreateApiKeySchema, ZCreatedApiKeySchema } from '../../api-keys';
import { defineContract } from '../contract';

/** Makes an API key for the signed-in account; the answer is the only time the key is shown. */
export const createApiKey = defineContract({
  method: 'POST',
  path: '/api/account/api-keys',
  auth: 'account',
  body: ZCreateApiKeySchema,
  response: ZCreatedApiKeySchema,
  status: 201,
});
