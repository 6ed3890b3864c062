import { ZProgramParamsSchema, ZUpcomingNoteRefSchema } from '../../programs/program-schemas';
import { defineContract, FILE } from '../contract';

/** One upcoming note's proof as `image/svg+xml`, drawn by the campaign proofs' renderer. */
export const getProgramNoteProof = defineContract({
  method: 'GET',
  path: '/api/account/programs/:id/upcoming/proof',
  auth: 'account',
  params: ZProgramParamsSchema,
  query: ZUpcomingNoteRefSchema,
  response: FILE,
});
