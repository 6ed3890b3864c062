import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { v1AddRecipients } from '../shared/contracts/v1/add-recipients';
import { v1CreateCampaign } from '../shared/contracts/v1/create-campaign';
import { v1GetCampaign } from '../shared/contracts/v1/get-campaign';
import { v1GetOrder } from '../shared/contracts/v1/get-order';
import { v1ListCampaigns } from '../shared/contracts/v1/list-campaigns';
import { ZV1CampaignListQuerySchema, ZV1CreateCampaignSchema } from '../shared/v1-campaigns';
import { ZV1AddRecipientsSchema } from '../shared/v1-recipients';
import type { ApiCall } from './api-client';
import { runTool, toolAnswer } from './tool-result';

/** The campaign a tool acts on. */
export const campaignId = z
  .string()
  .uuid()
  .describe('The campaign id (from create_campaign or list_campaigns).');

const listQuery = ZV1CampaignListQuerySchema.shape;
const recipients = ZV1AddRecipientsSchema.shape;

/** Drafting campaigns and reading them back. */
export function registerCampaignTools(server: McpServer, api: ApiCall): void {
  server.registerTool(
    'create_campaign',
    {
      title: 'Draft a campaign',
      description:
        'Creates a DRAFT campaign: one message in one handwriting style on one card design, arriving by a delivery date. Nothing is charged or sent: add recipients, show proofs and the quote, and submit only when the user confirms. `message` may use merge fields like {{first_name}}.',
      inputSchema: ZV1CreateCampaignSchema.shape,
    },
    (body) =>
      runTool(async () => {
        const campaign = await api(v1CreateCampaign, { body }, { 'idempotency-key': crypto.randomUUID() });
        return toolAnswer(`Draft campaign ${campaign.id} created (${campaign.status}).`, campaign);
      }),
  );

  server.registerTool(
    'add_recipients',
    {
      title: 'Add recipients',
      description:
        "Adds recipients to a draft campaign: either `recipients` (name, address, address2, city, state, zip, merge_fields) or `csv` (a CSV file's text with columns name, address, city, state, zipcode and merge-field columns). Valid rows are added; each invalid one is reported in `errors` with its index and the reason: tell the user about them.",
      inputSchema: { campaign_id: campaignId, recipients: recipients.recipients, csv: recipients.csv },
    },
    ({ campaign_id, ...body }) =>
      runTool(async () => {
        const batch = await api(
          v1AddRecipients,
          { params: { id: campaign_id }, body },
          { 'idempotency-key': crypto.randomUUID() },
        );
        return toolAnswer(
          `Added ${batch.added} recipients; ${batch.errors.length} rows refused, ${batch.warnings.length} warnings.`,
          batch,
        );
      }),
  );

  server.registerTool(
    'get_campaign',
    {
      title: 'Read a campaign',
      description:
        'Reads one campaign (status, notes, amount in cents, arrival dates) and, once it is paid, its order with the status history.',
      inputSchema: { campaign_id: campaignId },
    },
    ({ campaign_id }) =>
      runTool(async () => {
        const campaign = await api(v1GetCampaign, { params: { id: campaign_id } });
        const order = campaign.order_id ? await api(v1GetOrder, { params: { id: campaign.order_id } }) : null;
        return toolAnswer(
          `Campaign ${campaign.id} is ${campaign.status}${order ? `; order ${order.id} is ${order.status}` : ''}.`,
          { campaign, order },
        );
      }),
  );

  server.registerTool(
    'list_campaigns',
    {
      title: 'List campaigns',
      description:
        "Lists the account's campaigns, newest first, a page at a time (pass the last id as `starting_after` while `has_more`), optionally only one `status`.",
      inputSchema: {
        limit: listQuery.limit,
        starting_after: listQuery.starting_after,
        status: listQuery.status,
      },
    },
    (query) =>
      runTool(async () => {
        const campaigns = await api(v1ListCampaigns, { query });
        return toolAnswer(`${campaigns.data.length} campaigns.`, campaigns);
      }),
  );
}
