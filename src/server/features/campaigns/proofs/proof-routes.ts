import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { getCampaignProof } from '../../../../shared/contracts/campaigns/get-campaign-proof';
import { listCampaignProofs } from '../../../../shared/contracts/campaigns/list-campaign-proofs';
import type { ProofView } from '../../../../shared/proofs';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/contract-route';
import { ifNoneMatchHits } from '../../../lib/if-none-match';
import { openCampaign, siteCallerOf } from '../campaign-access';
import { findProofSvg, listProofs, type ProofSvg, preparePrintedBack } from './proof-service';

/** A proof opened directly must not run or load anything (it is stroke paths only, but defence in depth). */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** The card view's raster artwork is embedded as data URIs, which load nothing from anywhere. */
const CARD_VIEW_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/** The customer's proofs: whoever may open the campaign (campaign-access.ts) may see them, as its contacts. */
export const proofRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    route(app, listCampaignProofs, async (request) => {
      await openCampaign(db, request.params.id, await siteCallerOf(deps, request));
      // The page shows the card views next: their printed back is made while the notes are checked.
      preparePrintedBack(db, deps.storage, request.params.id);
      return listProofs(db, request.params.id, request.query);
    });

    route(app, getCampaignProof, async (request, reply) => {
      await openCampaign(db, request.params.id, await siteCallerOf(deps, request));
      const { id, contactId } = request.params;
      const proof = await findProofSvg(db, id, contactId, request.query.view, deps.storage);
      return sendProofSvg(reply, proof, request.headers['if-none-match'], request.query.view);
    });
  };

/** Answers a proof's SVG (the site's and the public API's route), or 304 when the client's copy is current. */
export async function sendProofSvg(
  reply: FastifyReply,
  proof: ProofSvg,
  ifNoneMatch: string | undefined,
  view?: ProofView,
): Promise<FastifyReply> {
  // Deterministic: the same inputs always draw the same strokes, so the browser may keep it a while and
  // then revalidate cheaply.
  reply
    .header('cache-control', 'private, max-age=300')
    .header('etag', proof.etag)
    .header('content-security-policy', view === 'card' ? CARD_VIEW_CSP : SVG_CSP);
  if (ifNoneMatchHits(ifNoneMatch, [proof.etag])) return reply.code(304).send();
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(await proof.draw());
}
