import type { FastifyPluginAsync } from 'fastify';
import { fillPath } from '../../../shared/contracts/contract';
import { v1GetProofSvg } from '../../../shared/contracts/v1/get-proof-svg';
import { v1ListProofs } from '../../../shared/contracts/v1/list-proofs';
import { cardViewUrl } from '../../../shared/proofs';
import type { AppDeps } from '../../app-deps';
import { sendProofSvg } from '../campaigns/proofs/proof-routes';
import { campaignNotes, findProofSvg } from '../campaigns/proofs/proof-service';
import { pageOfArray, paginate } from './paginate';
import { campaignInScope } from './v1-campaign-in-scope';
import { v1Route } from './v1-route';
import { v1ScopeOf } from './v1-scope';

/** A campaign's proofs: the pen check of every recipient's note, and each note's SVG, as the site shows them. */
export const v1ProofRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    v1Route(app, v1ListProofs, async (request) => {
      const campaign = await campaignInScope(db, v1ScopeOf(request), request.params.id);
      // The checked notes of the campaign, in recipient order (cached per version of the campaign).
      const notes = await campaignNotes(db, campaign);
      const page = await paginate(request.query, {
        find: async (id) => notes.find((note) => note.contactId === id),
        fetch: async (cursor, n) => pageOfArray(notes, cursor, n),
      });
      return {
        ...page,
        data: page.data.map((note) => {
          const svgUrl = fillPath(v1GetProofSvg.path, { id: campaign.id, recipient_id: note.contactId });
          return {
            object: 'proof' as const,
            recipient_id: note.contactId,
            name: note.name,
            warnings: note.warnings,
            svg_url: svgUrl,
            card_svg_url: cardViewUrl(svgUrl),
          };
        }),
      };
    });

    v1Route(app, v1GetProofSvg, async (request, reply) => {
      const campaign = await campaignInScope(db, v1ScopeOf(request), request.params.id);
      const { recipient_id: recipientId } = request.params;
      const proof = await findProofSvg(db, campaign.id, recipientId, request.query.view, deps.storage);
      return sendProofSvg(reply, proof, request.headers['if-none-match'], request.query.view);
    });
  };
