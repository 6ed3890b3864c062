import type { FastifyPluginAsync } from 'fastify';
import { v1AddRecipients } from '../../../shared/contracts/v1/add-recipients';
import { v1DeleteRecipient } from '../../../shared/contracts/v1/delete-recipient';
import { v1ListRecipients } from '../../../shared/contracts/v1/list-recipients';
import type { AppDeps } from '../../app-deps';
import { removeContact } from '../campaigns/campaign-contacts';
import { findCampaign } from '../campaigns/campaign-store';
import { findContactRow, listContactRowsPage } from '../campaigns/contact-store';
import { toV1Recipient } from '../v1-objects/v1-recipient-view';
import { paginate } from './paginate';
import { campaignInScope } from './v1-campaign-in-scope';
import { acceptCsvBody } from './v1-csv-body';
import { noSuch } from './v1-error';
import { addRecipients, toV1CampaignTotals } from './v1-recipient-service';
import { v1Route } from './v1-route';
import { v1ScopeOf } from './v1-scope';

/**
 * 5,000 recipients with every merge field filled stay under ~5 MB of JSON (as the site's batch); a CSV body
 * is held to the site's 5 MB file limit by its parser.
 */
const BATCH_BODY_LIMIT = 6 * 1024 * 1024;

/** A campaign's recipients: add (JSON or CSV), list, remove. */
export const v1RecipientRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const db = deps.database.db;

    acceptCsvBody(app);

    v1Route(
      app,
      v1AddRecipients,
      async (request) => {
        const campaign = await campaignInScope(db, v1ScopeOf(request), request.params.id);
        const { recipients, csv = '' } = request.body;
        return addRecipients(
          db,
          campaign,
          recipients ? { kind: 'json', recipients } : { kind: 'csv', text: csv },
        );
      },
      { bodyLimit: BATCH_BODY_LIMIT },
    );

    v1Route(app, v1ListRecipients, async (request) => {
      const campaign = await campaignInScope(db, v1ScopeOf(request), request.params.id);
      const page = await paginate(request.query, {
        find: (id) => findContactRow(db, campaign.id, id),
        fetch: (cursor, n) => listContactRowsPage(db, campaign.id, request.query.metadata, cursor, n),
      });
      return { ...page, data: page.data.map((row) => toV1Recipient(row, campaign)) };
    });

    v1Route(app, v1DeleteRecipient, async (request) => {
      const { id, recipient_id } = request.params;
      const campaign = await campaignInScope(db, v1ScopeOf(request), id);
      if (!(await removeContact(db, campaign.id, recipient_id))) {
        throw noSuch('recipient', recipient_id, 'recipient_id');
      }
      const saved = await findCampaign(db, campaign.id);
      return {
        object: 'recipient' as const,
        id: recipient_id,
        deleted: true as const,
        campaign: toV1CampaignTotals(saved ?? campaign),
      };
    });
  };
