import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1ProgramSchema, ZV1UpdateProgramSchema } from '../../v1-programs';
import { defineContract } from '../contract';

export const v1UpdateProgram = defineContract({
  method: 'POST',
  path: '/v1/programs/:id',
  auth: 'api-key',
  docs: {
    operationId: 'updateProgram',
    summary: 'Update a program',
    description: 'Changes the fields sent (Stripe style: POST to the program); the others keep their value.',
  },
  params: ZV1IdParamsSchema,
  body: ZV1UpdateProgramSchema,
  response: ZV1ProgramSchema,
});
