import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1ProgramSchema } from '../../v1-programs';
import { defineContract } from '../contract';

export const v1ResumeProgram = defineContract({
  method: 'POST',
  path: '/v1/programs/:id/resume',
  auth: 'api-key',
  docs: {
    operationId: 'resumeProgram',
    summary: 'Resume a program',
    description: "Resumes a paused program from today; a live program needs the account's saved card.",
  },
  params: ZV1IdParamsSchema,
  response: ZV1ProgramSchema,
});
