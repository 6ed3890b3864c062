import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1OrderDetailSchema } from '../../v1-orders';
import { defineContract } from '../contract';

export const v1GetOrder = defineContract({
  method: 'GET',
  path: '/v1/orders/:id',
  auth: 'api-key',
  docs: {
    operationId: 'getOrder',
    summary: 'Retrieve an order',
    description: "One order of the key's account and mode, with its status history.",
  },
  params: ZV1IdParamsSchema,
  response: ZV1OrderDetailSchema,
});
