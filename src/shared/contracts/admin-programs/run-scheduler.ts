import { ZSchedulerCountsSchema, ZSchedulerRunSchema } from '../../admin-programs';
import { defineContract } from '../contract';

/**
 * Runs one scheduler pass as of `asOf` (every program's today) and answers what it did; idempotent. The admin
 * token, or the local operations token `npm run scheduler` reads from DATA_DIR (this route only).
 */
export const runScheduler = defineContract({
  method: 'POST',
  path: '/api/admin/scheduler/run',
  auth: 'staff',
  body: ZSchedulerRunSchema,
  response: ZSchedulerCountsSchema,
});
