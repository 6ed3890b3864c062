import { ZProgramParamsSchema, ZProgramSchema } from '../../programs/program-schemas';
import { defineContract } from '../contract';

/** One program of the account; another account's id is 404. */
export const getProgram = defineContract({
  method: 'GET',
  path: '/api/account/programs/:id',
  auth: 'account',
  params: ZProgramParamsSchema,
  response: ZProgramSchema,
});
