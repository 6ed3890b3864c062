import type { FastifyPluginAsync } from 'fastify';
import { v1CreateCampaign } from '../../../shared/contracts/v1/create-campaign';
import { v1GetCampaign } from '../../../shared/contracts/v1/get-campaign';
import { v1ListCampaigns } from '../../../shared/contracts/v1/list-campaigns';
import { v1UpdateCampaign } from '../../../shared/contracts/v1/update-campaign';
import type { AppDeps } from '../../app-deps';
import { createCampaign } from '../campaigns/create-campaign';
import {
  findOwnedCampaign,
  listOwnedCampaigns,
  updateOwnedCampaignMetadata,
} from '../campaigns/owned-campaigns';
import { v1Campaign, v1Campaigns } from '../v1-objects/v1-campaign-view';
import { paginate } from './paginate';
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
      const { accountId, livemode } = v1ScopeOf(request);
      const body = request.body;
      assertV1DeliveryDate(body.delivery_date);
      // The site's service and checks: a template, a business-day delivery date far enough out, the fields
      // the design prints. Its prices are the web's tiers.
      const made = await createCampaign(
        db,
        {
          name: body.name,
          message: body.message,
          handwritingStyle: body.style,
          naturalness: body.naturalness,
          stationeryType: 'postcard',
          designSource: 'template',
          templateId: body.template_id,
          selectedVariantId: body.variant,
          contactFields: body.contact_fields,
          deliveryDate: body.delivery_date,
        },
        { source: 'web', accountId, livemode, metadata: body.metadata },
      );
      const row = await findOwnedCampaign(db, { accountId, livemode }, made.id);
      return v1Campaign(db, row!);
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
