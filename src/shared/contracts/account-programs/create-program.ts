import { ZCreateProgramSchema, ZProgramSchema } from '../../programs/program-schemas';
import { defineContract } from '../contract';

/**
 * Sets up a program on one of the account's saved lists (another account's list is 404). 400 when the date
 * column is not the list's or none of its rows holds a readable date, and when no card is saved.
 */
export const createProgram = defineContract({
  method: 'POST',
  path: '/api/account/programs',
  auth: 'account',
  body: ZCreateProgramSchema,
  response: ZProgramSchema,
  status: 201,
});
