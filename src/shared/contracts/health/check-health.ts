import { z } from 'zod';
import { defineContract } from '../contract';

export const ZHealthSchema = z.object({ status: z.literal('ok'), database: z.string() });

/** For load balancers and uptime checks: 200 while the database answers, else 503 'Database unavailable.' */
export const checkHealth = defineContract({
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  response: ZHealthSchema,
});
