import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1DeletedProgramSchema } from '../../v1-programs';
import { defineContract } from '../contract';

export const v1DeleteProgram = defineContract({
  method: 'DELETE',
  path: '/v1/programs/:id',
  auth: 'api-key',
  docs: {
    operationId: 'deleteProgram',
    summary: 'Delete a program',
    description: 'Deletes a program; notes already written and their orders stay.',
  },
  params: ZV1IdParamsSchema,
  response: ZV1DeletedProgramSchema,
});
