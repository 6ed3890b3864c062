import { ZV1ListQuerySchema } from '../../v1-lists';
import { ZV1ProgramListSchema } from '../../v1-programs';
import { defineContract } from '../contract';

export const v1ListPrograms = defineContract({
  method: 'GET',
  path: '/v1/programs',
  auth: 'api-key',
  docs: {
    operationId: 'listPrograms',
    summary: 'List programs',
    description: "The key's account's programs of the key's mode, newest first, by cursor.",
  },
  query: ZV1ListQuerySchema,
  response: ZV1ProgramListSchema,
});
