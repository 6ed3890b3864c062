import { ZProgramParamsSchema, ZUpcomingQuerySchema, ZUpcomingSchema } from '../../programs/program-schemas';
import { defineContract } from '../contract';

/**
 * The notes of the next `days` days (default 60) in the program's time zone, skipped ones included and
 * marked, the estimated cost this month and next, and the rows whose date cannot be read.
 */
export const getProgramUpcoming = defineContract({
  method: 'GET',
  path: '/api/account/programs/:id/upcoming',
  auth: 'account',
  params: ZProgramParamsSchema,
  query: ZUpcomingQuerySchema,
  response: ZUpcomingSchema,
});
