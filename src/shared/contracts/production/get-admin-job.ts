import { ZJobParamsSchema, ZJobProgressSchema } from '../../production';
import { defineContract } from '../contract';

/** A background job's state and progress (notes done of total); 404 for an unknown job. Admin token. */
export const getAdminJob = defineContract({
  method: 'GET',
  path: '/api/admin/jobs/:id',
  auth: 'staff',
  params: ZJobParamsSchema,
  response: ZJobProgressSchema,
});
