import { ZV1StyleListSchema } from '../../v1-catalog';
import { defineContract } from '../contract';

/** The handwriting styles, all on one page. */
export const v1ListStyles = defineContract({
  method: 'GET',
  path: '/v1/styles',
  auth: 'api-key',
  response: ZV1StyleListSchema,
});
