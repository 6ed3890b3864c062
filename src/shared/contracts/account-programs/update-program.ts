import { ZProgramParamsSchema, ZProgramSchema, ZUpdateProgramSchema } from '../../programs/program-schemas';
import { defineContract } from '../contract';

/** Changes any field; `status` pauses or resumes (resuming needs a saved card and skips the paused days). */
export const updateProgram = defineContract({
  method: 'PATCH',
  path: '/api/account/programs/:id',
  auth: 'account',
  params: ZProgramParamsSchema,
  body: ZUpdateProgramSchema,
  response: ZProgramSchema,
});
