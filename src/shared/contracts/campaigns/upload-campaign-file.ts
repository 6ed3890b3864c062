import { type CampaignFileSlot, ZCampaignFileUploadSchema, ZCampaignIdParamsSchema } from '../../campaign';
import { defineContract, MULTIPART } from '../contract';

/*
 * A campaign's front design, back design and logo: one multipart upload each, in the form field that
 * CAMPAIGN_FILES names (frontDesign, backDesign, logoFile). The same operation for three slots, so one module.
 */

/** The upload of one slot, at a path that names it (`/api/campaigns/:id/front-design`, kept as a literal type). */
function uploadContract<const Slot extends CampaignFileSlot>(slot: Slot) {
  return defineContract({
    method: 'POST',
    path: `/api/campaigns/:id/${slot}`,
    auth: 'link', // guest or account: the campaign's unguessable id
    params: ZCampaignIdParamsSchema,
    body: MULTIPART,
    response: ZCampaignFileUploadSchema,
  });
}

export const uploadFrontDesign = uploadContract('front-design');
export const uploadBackDesign = uploadContract('back-design');
export const uploadLogo = uploadContract('logo');

/** The upload contract of each slot. */
export const uploadCampaignFile = {
  'front-design': uploadFrontDesign,
  'back-design': uploadBackDesign,
  logo: uploadLogo,
} as const satisfies Record<CampaignFileSlot, unknown>;
