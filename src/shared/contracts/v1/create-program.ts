import { ZV1CreateProgramSchema, ZV1ProgramSchema } from '../../v1-programs';
import { defineContract } from '../contract';

/** Creates a recurring program on one of the account's saved lists, in the key's mode. */
export const v1CreateProgram = defineContract({
  method: 'POST',
  path: '/v1/programs',
  auth: 'api-key',
  body: ZV1CreateProgramSchema,
  response: ZV1ProgramSchema,
  status: 201,
});
