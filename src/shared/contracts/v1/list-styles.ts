import { ZV1StyleListSchema } from '../../v1-catalog';
import { defineContract } from '../contract';

export const v1ListStyles = defineContract({
  method: 'GET',
  path: '/v1/styles',
  auth: 'api-key',
  docs: {
    operationId: 'listStyles',
    summary: 'List handwriting styles',
    description: 'The handwriting styles, all on one page.',
  },
  response: ZV1StyleListSchema,
});
