import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAMPAIGN_FILES, type CampaignFileSlot } from '../../../shared/campaign';
import type { AppDeps } from '../../app-deps';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from '../../lib/errors';
import { attachCampaignFile, findCampaignFile } from './campaign-service';

const ZIdParams = z.object({ id: z.string() });
const ZUploadResponse = z.object({
  url: z.string(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});

/** URL segment of `GET /api/campaigns/:id/design/:side` → upload slot. */
const SIDES = { front: 'front-design', back: 'back-design', logo: 'logo' } as const satisfies Record<
  string,
  CampaignFileSlot
>;
const SIDE_OF: Record<CampaignFileSlot, keyof typeof SIDES> = {
  'front-design': 'front',
  'back-design': 'back',
  logo: 'logo',
};

/** An SVG opened directly must not run anything or load anything, even if sanitizing missed something. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** Reads the one file of a multipart upload, with the slot's size limit applied while streaming. */
async function readUpload(request: FastifyRequest, slot: CampaignFileSlot) {
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
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(`File too large. ${rule.tooLarge}.`);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw unsupportedMediaType(`Send the file as multipart/form-data in the field "${rule.field}".`);
    }
    throw err;
  }
}

export const campaignFileRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const services = { db: deps.database.db, storage: deps.storage };

    for (const slot of Object.keys(CAMPAIGN_FILES) as CampaignFileSlot[]) {
      app.post(
        `/api/campaigns/:id/${slot}`,
        { schema: { params: ZIdParams, response: { 200: ZUploadResponse } } },
        async (request) => {
          const upload = await readUpload(request, slot);
          const file = await attachCampaignFile(services, request.params.id, slot, upload);
          return {
            url: `/api/campaigns/${request.params.id}/design/${SIDE_OF[slot]}`,
            name: file.originalName,
            mimeType: file.mimeType,
            sizeBytes: file.sizeBytes,
          };
        },
      );
    }

    // Whoever holds the unguessable campaign id may see its artwork (the checkout thumbnail), as with contacts.
    app.get(
      '/api/campaigns/:id/design/:side',
      {
        schema: {
          params: z.object({
            id: z.string(),
            side: z.enum(['front', 'back', 'logo'], { message: 'Design side must be front, back or logo.' }),
          }),
        },
      },
      async (request, reply) => {
        const file = await findCampaignFile(services, request.params.id, SIDES[request.params.side]);
        reply
          .header('content-type', file.mimeType)
          .header('content-length', file.sizeBytes)
          .header('cache-control', 'private, no-cache')
          .header(
            'content-disposition',
            `inline; filename="${SIDES[request.params.side]}${extension(file.mimeType)}"`,
          );
        if (file.mimeType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
        return reply.send(deps.storage.open(file));
      },
    );
  };

function extension(mimeType: string): string {
  return (
    { 'image/png': '.png', 'image/jpeg': '.jpg', 'application/pdf': '.pdf', 'image/svg+xml': '.svg' }[
      mimeType
    ] ?? ''
  );
}
