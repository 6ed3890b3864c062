import { ZProgramParamsSchema } from '../../programs/program-schemas';
import { defineContract, EMPTY } from '../contract';

/** Ends a program; orders it already placed stay in My orders. */
export const deleteProgram = defineContract({
  method: 'DELETE',
  path: '/api/account/programs/:id',
  auth: 'account',
  params: ZProgramParamsSchema,
  response: EMPTY,
});
