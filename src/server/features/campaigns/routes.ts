import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCampaignSchema,
  ZContactsBatchResultSchema,
  ZContactsBatchSchema,
  ZCreateCampaignSchema,
  ZStoredContactSchema,
} from '../../../shared/campaign';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/errors';
import { CAMPAIGN_NOT_FOUND, createCampaign, getCampaign, replaceContacts } from './campaign-service';
import { findCampaign, listContacts } from './campaign-store';
import { campaignFileRoutes } from './file-routes';

const ZIdParams = z.object({ id: z.string() });

/** 5,000 contacts with every merge-field column filled stay under ~5 MB of JSON; leave a little headroom. */
const BATCH_BODY_LIMIT = 6 * 1024 * 1024;

export const campaignRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;

    app.post(
      '/api/campaigns',
      { schema: { body: ZCreateCampaignSchema, response: { 201: ZCampaignSchema } } },
      async (request, reply) => {
        const campaign = await createCampaign(db, request.body, { source: 'web' });
        return reply.code(201).send(campaign);
      },
    );

    app.get(
      '/api/campaigns/:id',
      { schema: { params: ZIdParams, response: { 200: ZCampaignSchema } } },
      async (request) => getCampaign(db, request.params.id),
    );

    app.get(
      '/api/campaigns/:id/contacts',
      { schema: { params: ZIdParams, response: { 200: z.array(ZStoredContactSchema) } } },
      async (request) => {
        if (!(await findCampaign(db, request.params.id))) throw notFound(CAMPAIGN_NOT_FOUND);
        return listContacts(db, request.params.id);
      },
    );

    app.post(
      '/api/contacts/batch',
      {
        bodyLimit: BATCH_BODY_LIMIT,
        schema: { body: ZContactsBatchSchema, response: { 200: ZContactsBatchResultSchema } },
      },
      async (request) => {
        const { campaignId, contacts } = request.body;
        const result = await replaceContacts(db, campaignId, contacts);
        const campaign = await getCampaign(db, campaignId);
        return {
          campaignId,
          count: result.count,
          totalNotes: campaign.totalNotes,
          pricePerNote: campaign.pricePerNote,
          totalAmount: campaign.totalAmount,
          warnings: result.warnings,
        };
      },
    );

    await app.register(campaignFileRoutes(deps));
  };
