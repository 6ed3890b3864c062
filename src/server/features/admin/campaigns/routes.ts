import type { FastifyPluginAsync } from 'fastify';
import { exportCampaignContacts } from '../../../../shared/contracts/admin-campaigns/export-campaign-contacts';
import { listAdminCampaigns } from '../../../../shared/contracts/admin-campaigns/list-admin-campaigns';
import { listCampaignHistory } from '../../../../shared/contracts/admin-campaigns/list-campaign-history';
import { markNotesProgress as markNotesProgressContract } from '../../../../shared/contracts/admin-campaigns/mark-notes-progress';
import { updateCampaignStatus } from '../../../../shared/contracts/admin-campaigns/update-campaign-status';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/contract-route';
import { attachmentDisposition, slugForFilename } from '../../../lib/files/content-disposition';
import { mailContext } from '../../../lib/mail/mail-context';
import { loadCampaign } from '../../campaigns/campaign-store';
import { listStatusHistory } from '../../campaigns/status-history-store';
import { markNotesProgress } from '../../tracking/production-progress';
import { changeCampaignStatus } from '../../tracking/staff-status-change';
import { adminOf } from '../auth/require-admin';
import { getAdminCampaign, listCampaignPage } from './admin-campaign-store';
import { contactsToCsv } from './contacts-csv-export';
import { contactsForExport } from './contacts-for-export';

export const adminCampaignRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    route(app, listAdminCampaigns, async (request) => listCampaignPage(db, request.query));

    route(app, updateCampaignStatus, async (request) => {
      const { mailed } = await changeCampaignStatus(
        db,
        {
          campaignId: request.params.id,
          status: request.body.status,
          reason: request.body.reason,
          staff: adminOf(request).username,
        },
        mailContext(deps),
      );
      if (mailed) void deps.mail.kick();
      return getAdminCampaign(db, request.params.id);
    });

    route(app, markNotesProgressContract, async (request) => {
      const { id } = request.params;
      const { mailed } = await markNotesProgress(
        db,
        id,
        request.body,
        adminOf(request).username,
        mailContext(deps),
      );
      if (mailed) void deps.mail.kick();
      return getAdminCampaign(db, id);
    });

    route(app, listCampaignHistory, async (request) => {
      await loadCampaign(db, request.params.id);
      return { items: await listStatusHistory(db, request.params.id) };
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
