import type { FastifyPluginAsync } from 'fastify';
import { v1CreateCampaign } from '../../../shared/contracts/v1/create-campaign';
import { v1GetCampaign } from '../../../shared/contracts/v1/get-campaign';
import { v1ListCampaigns } from '../../../shared/contracts/v1/list-campaigns';
import { v1UpdateCampaign } from '../../../shared/contracts/v1/update-campaign';
import type { AppDeps } from '../../app-deps';
import {
  findOwnedCampaign,
  listOwnedCampaigns,
  updateOwnedCampaignMetadata,
} from '../campaigns/owned-campaigns';
import { v1Campaign, v1Campaigns } from '../v1-objects/v1-campaign-view';
import { paginate } from './paginate';
import { createV1Campaign } from './v1-create-campaign';
import { assertV1DeliveryDate } from './v1-delivery-date';
import { noSuch } from './v1-error';
import { v1Route } from './v1-route';
import { v1ScopeOf } from './v1-scope';

/** Campaigns of the key's account, in the key's mode: create (the server prices it), read, tag, list. */
export const v1CampaignRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    v1Route(app, v1CreateCampaign, async (request) => {
      assertV1DeliveryDate(request.body.delivery_date);
      return v1Campaign(db, await createV1Campaign(db, v1ScopeOf(request), request.body));
    });

    v1Route(app, v1GetCampaign, async (request) => {
      const row = await findOwnedCampaign(db, v1ScopeOf(request), request.params.id);
      if (!row) {
        throw noSuch('campaign', request.params.id);
      }
      return v1Campaign(db, row);
    });

    v1Route(app, v1UpdateCampaign, async (request) => {
      const { id } = request.params;
      const row = await updateOwnedCampaignMetadata(db, v1ScopeOf(request), id, request.body.metadata);
      if (!row) throw noSuch('campaign', id);
      return v1Campaign(db, row);
    });

    v1Route(app, v1ListCampaigns, async (request) => {
      const scope = v1ScopeOf(request);
      const page = await paginate(request.query, {
        find: (id) => findOwnedCampaign(db, scope, id),
        fetch: (cursor, n) => listOwnedCampaigns(db, scope, request.query, cursor, n),
      });
      return { ...page, data: await v1Campaigns(db, page.data) };
    });
  };
