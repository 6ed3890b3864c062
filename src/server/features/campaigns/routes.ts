import type { FastifyPluginAsync } from 'fastify';
import { createCampaign } from '../../../shared/contracts/campaigns/create-campaign';
import { editCampaign } from '../../../shared/contracts/campaigns/edit-campaign';
import { getCampaign } from '../../../shared/contracts/campaigns/get-campaign';
import { listCampaignContacts } from '../../../shared/contracts/campaigns/list-campaign-contacts';
import { replaceCampaignContacts } from '../../../shared/contracts/campaigns/replace-campaign-contacts';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/contract-route';
import { notFound } from '../../lib/errors';
import { optionalAccount } from '../accounts/require-account';
import * as service from './campaign-service';
import { findCampaign, listPublicContacts } from './campaign-store';
import { editCampaign as saveEdit } from './edit-campaign';
import { campaignFileRoutes } from './file-routes';
import { proofRoutes } from './proofs/proof-routes';

/** 5,000 contacts with every merge-field column filled stay under ~5 MB of JSON; leave a little headroom. */
const BATCH_BODY_LIMIT = 6 * 1024 * 1024;

export const campaignRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    route(app, createCampaign, async (request) => {
      const account = await optionalAccount(deps, request);
      return service.createCampaign(db, request.body, { source: 'web', accountId: account?.accountId });
    });

    route(app, getCampaign, (request) => service.getCampaign(db, request.params.id));

    route(app, editCampaign, (request) =>
      saveEdit({ db, storage: deps.storage }, request.params.id, request.body),
    );

    route(app, listCampaignContacts, async (request) => {
      if (!(await findCampaign(db, request.params.id))) throw notFound(service.CAMPAIGN_NOT_FOUND);
      return listPublicContacts(db, request.params.id);
    });

    route(
      app,
      replaceCampaignContacts,
      async (request) => {
        const { campaignId, contacts } = request.body;
        const result = await service.replaceContacts(db, campaignId, contacts);
        const campaign = await service.getCampaign(db, campaignId);
        return {
          campaignId,
          count: result.count,
          totalNotes: campaign.totalNotes,
          pricePerNote: campaign.pricePerNote,
          totalAmount: campaign.totalAmount,
          warnings: result.warnings,
        };
      },
      { bodyLimit: BATCH_BODY_LIMIT },
    );

    await app.register(campaignFileRoutes(deps));
    await app.register(proofRoutes(deps));
  };
