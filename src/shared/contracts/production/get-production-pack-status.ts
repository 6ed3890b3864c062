import { ZCampaignParamsSchema } from '../../admin-campaigns';
import { ZProductionPackStatusSchema } from '../../production';
import { defineContract } from '../contract';

/** The pack's last job (with its progress) and the completed ZIP, so the back office resumes after a reload. */
export const getProductionPackStatus = defineContract({
  method: 'GET',
  path: '/api/admin/campaigns/:id/production-pack/status',
  auth: 'staff',
  params: ZCampaignParamsSchema,
  response: ZProductionPackStatusSchema,
});
