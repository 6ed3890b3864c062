import type { FastifyPluginAsync } from 'fastify';
import { exportCampaignContacts } from '../../../../shared/contracts/admin-campaigns/export-campaign-contacts';
import { listAdminCampaigns } from '../../../../shared/contracts/admin-campaigns/list-admin-campaigns';
import { updateCampaignStatus } from '../../../../shared/contracts/admin-campaigns/update-campaign-status';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/contract-route';
import { requireAdmin } from '../auth/require-admin';
import { attachmentDisposition, slugForFilename } from '../files/content-disposition';
import { getAdminCampaign, listCampaignPage, setCampaignStatus } from './admin-campaign-store';
import { contactsForExport } from './campaign-contacts-store';
import { contactsToCsv } from './contacts-csv-export';

export const adminCampaignRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;
    app.addHook('onRequest', requireAdmin(deps));

    route(app, listAdminCampaigns, async (request) => listCampaignPage(db, request.query));

    route(app, updateCampaignStatus, async (request) => {
      await setCampaignStatus(db, request.params.id, request.body.status);
      return getAdminCampaign(db, request.params.id);
    });

    route(app, exportCampaignContacts, async (request, reply) => {
      const { campaignName, campaignNumber, rows } = await contactsForExport(db, request.params.id);
      const filename = `contacts-${campaignNumber}-${slugForFilename(campaignName)}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(filename))
        .header('cache-control', 'no-store')
        .send(contactsToCsv(rows));
    });
  };
