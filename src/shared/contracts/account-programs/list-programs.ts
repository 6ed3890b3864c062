import { ZProgramListSchema } from '../../programs/program-schemas';
import { defineContract } from '../contract';

/** The signed-in account's programs, newest first, each with its next note and this month's count. */
export const listPrograms = defineContract({
  method: 'GET',
  path: '/api/account/programs',
  auth: 'account',
  response: ZProgramListSchema,
});
