import { ZV1CreateProgramSchema, ZV1ProgramSchema } from '../../v1-programs';
import { defineContract } from '../contract';

export const v1CreateProgram = defineContract({
  method: 'POST',
  path: '/v1/programs',
  auth: 'api-key',
  docs: {
    operationId: 'createProgram',
    summary: 'Create a recurring program',
    description: "Creates a recurring program on one of the account's saved lists, in the key's mode.",
  },
  body: ZV1CreateProgramSchema,
  response: ZV1ProgramSchema,
  status: 201,
});
