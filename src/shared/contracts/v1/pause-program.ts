import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1ProgramSchema } from '../../v1-programs';
import { defineContract } from '../contract';

export const v1PauseProgram = defineContract({
  method: 'POST',
  path: '/v1/programs/:id/pause',
  auth: 'api-key',
  docs: {
    operationId: 'pauseProgram',
    summary: 'Pause a program',
    description: 'Pauses a program: no note is written while it is paused (nor late, once resumed).',
  },
  params: ZV1IdParamsSchema,
  response: ZV1ProgramSchema,
});
