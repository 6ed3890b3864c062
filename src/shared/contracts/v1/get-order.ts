import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1OrderDetailSchema } from '../../v1-orders';
import { defineContract } from '../contract';

/** One order of the key's account and mode, with its status history. */
export const v1GetOrder = defineContract({
  method: 'GET',
  path: '/v1/orders/:id',
  auth: 'api-key',
  params: ZV1IdParamsSchema,
  response: ZV1OrderDetailSchema,
});
