import { z } from 'zod';
import { ZProgramParamsSchema, ZUpcomingNoteRefSchema } from '../../programs/program-schemas';
import { defineContract } from '../contract';

/**
 * Skips one upcoming note: recorded under the note's exactly-once key, so the scheduler never writes it.
 * 400 when the note is not one of the program's upcoming ones.
 */
export const skipProgramNote = defineContract({
  method: 'POST',
  path: '/api/account/programs/:id/skips',
  auth: 'account',
  params: ZProgramParamsSchema,
  body: ZUpcomingNoteRefSchema,
  response: z.object({ contactKey: z.string(), occurrence: z.string(), status: z.literal('skipped') }),
  status: 201,
});
