import { ZProgramParamsSchema, ZUpcomingNoteRefSchema } from '../../programs/program-schemas';
import { defineContract, EMPTY } from '../contract';

/** Undoes a skip while the note is still upcoming; 404 when that note was not skipped. */
export const unskipProgramNote = defineContract({
  method: 'DELETE',
  path: '/api/account/programs/:id/skips',
  auth: 'account',
  params: ZProgramParamsSchema,
  query: ZUpcomingNoteRefSchema,
  response: EMPTY,
});
