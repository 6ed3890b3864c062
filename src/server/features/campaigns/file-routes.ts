import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CAMPAIGN_FILES, type CampaignDesignSide, type CampaignFileSlot } from '../../../shared/campaign';
import { getCampaignDesign } from '../../../shared/contracts/campaigns/get-campaign-design';
import { uploadCampaignFile } from '../../../shared/contracts/campaigns/upload-campaign-file';
import { fillPath } from '../../../shared/contracts/contract';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { errorCode } from '../../lib/error-code';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors';
import { openCampaign, siteCallerOf } from './campaign-access';
import { assertCampaignEditable } from './campaign-editable';
import { attachCampaignFile, findCampaignFile } from './campaign-files';
import type { guestLimits } from './guest-limits';

/** URL segment of `GET /api/campaigns/:id/design/:side` → upload slot, and back. */
const SLOT_OF_SIDE = { front: 'front-design', back: 'back-design', logo: 'logo' } as const satisfies Record<
  CampaignDesignSide,
  CampaignFileSlot
>;
const SIDE_OF_SLOT: Record<CampaignFileSlot, CampaignDesignSide> = {
  'front-design': 'front',
  'back-design': 'back',
  logo: 'logo',
};

/** An SVG opened directly must not run anything or load anything, even if sanitizing missed something. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** Reads the one file of a multipart upload, with the slot's size limit applied while streaming. */
async function readUpload(request: Pick<FastifyRequest, 'file'>, slot: CampaignFileSlot) {
  const rule = CAMPAIGN_FILES[slot];
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
    if (!part) throw badRequest(`No file was sent. Upload it in the form field "${rule.field}".`);
    if (part.fieldname !== rule.field) {
      throw badRequest(
        `Unexpected form field "${part.fieldname}". Upload the file in the field "${rule.field}".`,
      );
    }
    return { bytes: await part.toBuffer(), originalName: part.filename };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = errorCode(err);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(`File too large. ${rule.tooLarge}.`);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw unsupportedMediaType(`Send the file as multipart/form-data in the field "${rule.field}".`);
    }
    throw err;
  }
}

export const campaignFileRoutes =
  (deps: AppDeps, limits: ReturnType<typeof guestLimits>): FastifyPluginAsync =>
  async (app) => {
    const services = { db: deps.database.db, storage: deps.storage };

    for (const slot of Object.keys(CAMPAIGN_FILES) as CampaignFileSlot[]) {
      route(
        app,
        uploadCampaignFile[slot],
        async (request) => {
          const caller = await siteCallerOf(deps, request);
          const { id } = request.params;
          // Before the upload is read: a campaign the caller may not change takes none of its bytes.
          await services.db.transaction((tx) => assertCampaignEditable(tx, id, caller));
          const upload = await readUpload(request, slot);
          const file = await attachCampaignFile(services, id, slot, upload, caller);
          return {
            url: fillPath(getCampaignDesign.path, { id, side: SIDE_OF_SLOT[slot] }),
            name: file.originalName,
            mimeType: file.mimeType,
            sizeBytes: file.sizeBytes,
          };
        },
        { onRequest: limits.change },
      );
    }

    route(app, getCampaignDesign, async (request, reply) => {
      const slot = SLOT_OF_SIDE[request.params.side];
      await openCampaign(services.db, request.params.id, await siteCallerOf(deps, request));
      const file = await findCampaignFile(services, request.params.id, slot);
      reply
        .header('content-type', file.mimeType)
        .header('content-length', file.sizeBytes)
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `inline; filename="${slot}${extension(file.mimeType)}"`);
      if (file.mimeType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
      return reply.send(deps.storage.open(file));
    });
  };

function extension(mimeType: string): string {
  return (
    { 'image/png': '.png', 'image/jpeg': '.jpg', 'application/pdf': '.pdf', 'image/svg+xml': '.svg' }[
      mimeType
    ] ?? ''
  );
}
