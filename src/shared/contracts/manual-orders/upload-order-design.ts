import { ZDesignUploadResponseSchema } from '../../manual-order';
import { defineContract, MULTIPART } from '../contract';

/*
 * A manual order's front or back design (token; multipart field `design`, ≤ 10 MB, jpg/png/pdf/ai/psd by
 * their bytes). The file stays private and unattached until the order names its id.
 */

export const uploadOrderFrontDesign = defineContract({
  method: 'POST',
  path: '/api/upload/campaign-front',
  auth: 'staff',
  body: MULTIPART,
  response: ZDesignUploadResponseSchema,
});

export const uploadOrderBackDesign = defineContract({
  method: 'POST',
  path: '/api/upload/campaign-back',
  auth: 'staff',
  body: MULTIPART,
  response: ZDesignUploadResponseSchema,
});
