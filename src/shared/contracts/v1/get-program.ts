import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1ProgramSchema } from '../../v1-programs';
import { defineContract } from '../contract';

export const v1GetProgram = defineContract({
  method: 'GET',
  path: '/v1/programs/:id',
  auth: 'api-key',
  docs: {
    operationId: 'getProgram',
    summary: 'Retrieve a program',
    description: "One program of the key's account and mode, with its next note and this month's count.",
  },
  params: ZV1IdParamsSchema,
  response: ZV1ProgramSchema,
});
