import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { v1GetQuote } from '../shared/contracts/v1/get-quote';
import { v1SubmitCampaign } from '../shared/contracts/v1/submit-campaign';
import type { ApiCall } from './api-client';
import { campaignId } from './campaign-tools';
import type { McpConfig } from './config';
import type { QuoteLedger } from './quote-ledger';
import { describeQuote } from './review-tools';
import { runTool, toolAnswer, toolError } from './tool-result';

export const SUBMIT_MESSAGES = {
  noConfirm:
    'Not submitted: submitting pays for the campaign. Show the user the quote, ask them whether to submit, and call submit_campaign again with confirm: true only after they say yes.',
  noQuote:
    'Not submitted: no quote was shown for this campaign. Call get_quote, show the user the price, ask them to confirm, then submit with confirm: true.',
  priceChanged: (now: string) =>
    `Not submitted: the price changed since the quote shown (now ${now}). Show the user the new price and ask them to confirm again.`,
} as const;

/** Paying for a campaign: only with the user's explicit yes to a price the assistant has shown. */
export function registerSubmitTool(
  server: McpServer,
  api: ApiCall,
  config: McpConfig,
  quotes: QuoteLedger,
): void {
  server.registerTool(
    'submit_campaign',
    {
      title: 'Submit (pay for) a campaign',
      description: `Submits and pays for a draft campaign, making its order. ALWAYS ask the user first: call get_quote, show them the price (and proofs), ask whether to submit, and only after they explicitly say yes call this with confirm: true. It refuses without confirm: true, without a quote shown in this conversation, or when the price changed since. ${config.livemode ? 'This server runs with a LIVE key: it charges the saved card and real notes are written and mailed.' : 'This server runs with a test key: nobody is charged and nothing is produced (live keys are refused unless QUILLPOST_ALLOW_LIVE=1).'}`,
      inputSchema: {
        campaign_id: campaignId,
        confirm: z
          .boolean()
          .optional()
          .describe('true only after the user explicitly agreed to submit at the quoted price.'),
      },
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    ({ campaign_id, confirm }) =>
      runTool(async () => {
        if (confirm !== true) return toolError(SUBMIT_MESSAGES.noConfirm);
        const shown = quotes.shownFor(campaign_id);
        if (!shown) return toolError(SUBMIT_MESSAGES.noQuote);
        const now = await api(v1GetQuote, { params: { id: campaign_id } });
        if (now.amount !== shown.amount || now.notes !== shown.notes) {
          quotes.record(now);
          return toolError(SUBMIT_MESSAGES.priceChanged(describeQuote(now)));
        }
        const campaign = await api(
          v1SubmitCampaign,
          { params: { id: campaign_id }, body: {} },
          { 'idempotency-key': crypto.randomUUID() },
        );
        return toolAnswer(
          `Submitted: campaign ${campaign.id} is ${campaign.status}, order ${campaign.order_id}${campaign.livemode ? '' : ' (test mode: nobody was charged)'}.`,
          campaign,
        );
      }),
  );
}
