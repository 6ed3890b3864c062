import type { FastifyPluginAsync } from 'fastify';
import { createCampaign } from '../../../shared/contracts/campaigns/create-campaign';
import { editCampaign } from '../../../shared/contracts/campaigns/edit-campaign';
import { getCampaign } from '../../../shared/contracts/campaigns/get-campaign';
import { listCampaignContacts } from '../../../shared/contracts/campaigns/list-campaign-contacts';
import { replaceCampaignContacts } from '../../../shared/contracts/campaigns/replace-campaign-contacts';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { shareNoteCheckThreads } from '../note-check/note-check-pool';
import { changeRefusal, openCampaign, siteCallerOf } from './campaign-access';
import { replaceContacts } from './campaign-contacts';
import { getCampaign as campaignView } from './campaign-view';
import { listPublicContacts } from './contact-store';
import { createCampaign as newCampaign } from './create-campaign';
import { editCampaign as saveEdit } from './edit-campaign';
import { campaignFileRoutes } from './file-routes';
import { guestLimits } from './guest-limits';
import { proofRoutes } from './proofs/proof-routes';

/** 5,000 contacts with every merge-field column filled stay under ~5 MB of JSON; leave a little headroom. */
const BATCH_BODY_LIMIT = 6 * 1024 * 1024;
/** A campaign's words, style, design choice and contact fields: a few KB at their longest. */
const CAMPAIGN_BODY_LIMIT = 64 * 1024;

export const campaignRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;
    const limits = guestLimits(app, deps.config.guestLimits);
    // Saving, editing and proofing a long list checks every note: seconds of CPU, kept off this thread.
    app.addHook('onClose', shareNoteCheckThreads(deps.config.noteCheckWorkers));

    route(
      app,
      createCampaign,
      async (request) => {
        const caller = await siteCallerOf(deps, request);
        return newCampaign(db, request.body, { source: 'web', accountId: caller.accountId });
      },
      { onRequest: limits.creation, bodyLimit: CAMPAIGN_BODY_LIMIT },
    );

    route(app, getCampaign, async (request) => {
      const caller = await siteCallerOf(deps, request);
      const row = await openCampaign(db, request.params.id, caller);
      const campaign = await campaignView(db, row.id);
      // "Edit" is offered only to whoever may change it (a draft an account holds, only to that account).
      return { ...campaign, editable: campaign.editable && changeRefusal(row, caller) === null };
    });

    route(
      app,
      editCampaign,
      async (request) =>
        saveEdit(
          { db, storage: deps.storage },
          request.params.id,
          request.body,
          await siteCallerOf(deps, request),
        ),
      { onRequest: limits.change, bodyLimit: CAMPAIGN_BODY_LIMIT },
    );

    route(app, listCampaignContacts, async (request) => {
      const row = await openCampaign(db, request.params.id, await siteCallerOf(deps, request));
      return listPublicContacts(db, row.id);
    });

    route(
      app,
      replaceCampaignContacts,
      async (request) => {
        const { campaignId, contacts } = request.body;
        const caller = await siteCallerOf(deps, request);
        const result = await replaceContacts(db, campaignId, contacts, caller);
        const campaign = await campaignView(db, campaignId);
        return {
          campaignId,
          count: result.count,
          totalNotes: campaign.totalNotes,
          pricePerNote: campaign.pricePerNote,
          totalAmount: campaign.totalAmount,
          warnings: result.warnings,
        };
      },
      { bodyLimit: BATCH_BODY_LIMIT, onRequest: limits.change },
    );

    await app.register(campaignFileRoutes(deps, limits));
    await app.register(proofRoutes(deps));
  };
