import { ZV1ProgramListQuerySchema, ZV1ProgramListSchema } from '../../v1-programs';
import { defineContract } from '../contract';

export const v1ListPrograms = defineContract({
  method: 'GET',
  path: '/v1/programs',
  auth: 'api-key',
  docs: {
    operationId: 'listPrograms',
    summary: 'List programs',
    description:
      "The key's account's programs of the key's mode, newest first, by cursor; filtered by status, creation time and metadata when asked.",
  },
  query: ZV1ProgramListQuerySchema,
  response: ZV1ProgramListSchema,
});
