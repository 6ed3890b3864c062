import { ZAdminStatsSchema } from '../../dashboard';
import { defineContract } from '../contract';

/** The dashboard's four figures (token). */
export const getAdminStats = defineContract({
  method: 'GET',
  path: '/api/admin/stats',
  auth: 'staff',
  response: ZAdminStatsSchema,
});
