import { type CampaignFileSlot, ZCampaignFileUploadSchema, ZCampaignIdParamsSchema } from '../../campaign';
import { defineContract, MULTIPART } from '../contract';

/*
 * A campaign's front design, back design and logo: one multipart upload each, in the form field that
 * CAMPAIGN_FILES names (frontDesign, backDesign, logoFile). The same operation for three slots, so one module.
 */

export const uploadFrontDesign = defineContract({
  method: 'POST',
  path: '/api/campaigns/:id/front-design',
  auth: 'link', // guest or account: the campaign's unguessable id
  params: ZCampaignIdParamsSchema,
  body: MULTIPART,
  response: ZCampaignFileUploadSchema,
});

export const uploadBackDesign = defineContract({
  method: 'POST',
  path: '/api/campaigns/:id/back-design',
  auth: 'link', // guest or account: the campaign's unguessable id
  params: ZCampaignIdParamsSchema,
  body: MULTIPART,
  response: ZCampaignFileUploadSchema,
});

export const uploadLogo = defineContract({
  method: 'POST',
  path: '/api/campaigns/:id/logo',
  auth: 'link', // guest or account: the campaign's unguessable id
  params: ZCampaignIdParamsSchema,
  body: MULTIPART,
  response: ZCampaignFileUploadSchema,
});

/** The upload contract of each slot. */
export const uploadCampaignFile = {
  'front-design': uploadFrontDesign,
  'back-design': uploadBackDesign,
  logo: uploadLogo,
} as const satisfies Record<CampaignFileSlot, unknown>;
