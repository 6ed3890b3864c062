import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminCampaignSchema, ZCampaignStatusPatchSchema } from '../../../../shared/admin';
import type { AppDeps } from '../../../app-deps';
import { requireAdmin } from '../auth/require-admin';
import { attachmentDisposition, slugForFilename } from '../files/content-disposition';
import { getAdminCampaign, listAdminCampaigns, setCampaignStatus } from './admin-campaign-store';
import { contactsForExport } from './campaign-contacts-store';
import { contactsToCsv } from './contacts-csv-export';

const ZCampaignParams = z.object({ id: z.uuid('Campaign not found.') });

export const adminCampaignRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.database.db;
    app.addHook('onRequest', requireAdmin(deps));

    app.get(
      '/api/admin/campaigns',
      { schema: { response: { 200: z.array(ZAdminCampaignSchema) } } },
      async () => listAdminCampaigns(db),
    );

    app.patch(
      '/api/admin/campaigns/:id',
      {
        schema: {
          params: ZCampaignParams,
          body: ZCampaignStatusPatchSchema,
          response: { 200: ZAdminCampaignSchema },
        },
      },
      async (request) => {
        await setCampaignStatus(db, request.params.id, request.body.status);
        return getAdminCampaign(db, request.params.id);
      },
    );

    app.get(
      '/api/admin/campaigns/:id/contacts/csv',
      { schema: { params: ZCampaignParams } },
      async (request, reply) => {
        const { campaignName, campaignNumber, rows } = await contactsForExport(db, request.params.id);
        const filename = `contacts-${campaignNumber}-${slugForFilename(campaignName)}.csv`;
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', attachmentDisposition(filename))
          .header('cache-control', 'no-store')
          .send(contactsToCsv(rows));
      },
    );
  };
