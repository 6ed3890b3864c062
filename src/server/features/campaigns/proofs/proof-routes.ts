import type { FastifyPluginAsync } from 'fastify';
import { getCampaignProof } from '../../../../shared/contracts/campaigns/get-campaign-proof';
import { listCampaignProofs } from '../../../../shared/contracts/campaigns/list-campaign-proofs';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/contract-route';
import { ifNoneMatchHits } from '../../../lib/if-none-match';
import { findProofSvg, listProofs } from './proof-service';

/** A proof opened directly must not run or load anything (it is stroke paths only, but defence in depth). */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The customer's proofs: whoever holds the unguessable campaign id may see them, as with its contacts. */
export const proofRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    route(app, listCampaignProofs, (request) => listProofs(db, request.params.id, request.query));

    route(app, getCampaignProof, async (request, reply) => {
      const proof = await findProofSvg(db, request.params.id, request.params.contactId);
      // Deterministic: the same inputs always draw the same strokes, so the browser may keep it a while
      // and then revalidate cheaply.
      reply
        .header('cache-control', 'private, max-age=300')
        .header('etag', proof.etag)
        .header('content-security-policy', SVG_CSP);
      if (ifNoneMatchHits(request.headers['if-none-match'], [proof.etag])) return reply.code(304).send();
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(await proof.draw());
    });
  };
