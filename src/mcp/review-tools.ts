import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { v1GetQuote } from '../shared/contracts/v1/get-quote';
import { v1ListProofs } from '../shared/contracts/v1/list-proofs';
import { ZV1ListQuerySchema } from '../shared/v1-lists';
import type { V1Quote } from '../shared/v1-quote';
import type { ApiCall } from './api-client';
import { campaignId } from './campaign-tools';
import type { McpConfig } from './config';
import type { QuoteLedger } from './quote-ledger';
import { runTool, toolAnswer } from './tool-result';

const page = ZV1ListQuerySchema.shape;

/** "3 notes at 3.50 USD each: 10.50 USD" */
export const describeQuote = (quote: Pick<V1Quote, 'notes' | 'amount' | 'price_per_note' | 'currency'>) =>
  `${quote.notes} notes at ${(quote.price_per_note / 100).toFixed(2)} ${quote.currency.toUpperCase()} each: ${(quote.amount / 100).toFixed(2)} ${quote.currency.toUpperCase()}`;

/** What the user checks before paying: each note's proof and the price. */
export function registerReviewTools(
  server: McpServer,
  api: ApiCall,
  config: McpConfig,
  quotes: QuoteLedger,
): void {
  server.registerTool(
    'get_proofs',
    {
      title: 'Show proofs',
      description:
        "Lists each recipient's proof: the note exactly as the pen writes it, with the pen check's warnings (an `overflow` or `unwritable_character` warning stops that note: tell the user). `svg_url` is the back as written, `card_svg_url` the whole card; both need the API key as a Bearer token.",
      inputSchema: { campaign_id: campaignId, limit: page.limit, starting_after: page.starting_after },
    },
    ({ campaign_id, ...query }) =>
      runTool(async () => {
        const proofs = await api(v1ListProofs, { params: { id: campaign_id }, query });
        const data = proofs.data.map((proof) => ({
          ...proof,
          svg_url: config.apiUrl + proof.svg_url,
          card_svg_url: config.apiUrl + proof.card_svg_url,
        }));
        const warned = data.filter((proof) => proof.warnings.length > 0).length;
        return toolAnswer(`${data.length} proofs, ${warned} with warnings.`, { ...proofs, data });
      }),
  );

  server.registerTool(
    'get_quote',
    {
      title: 'Quote the price',
      description: `What the campaign costs with its recipients as they stand (amounts in cents, the checkout's volume tiers). Show this price to the user before asking them to confirm submit_campaign. ${config.livemode ? 'LIVE key: submitting charges the saved card.' : 'Test key: submitting charges nobody and produces nothing.'}`,
      inputSchema: { campaign_id: campaignId },
    },
    ({ campaign_id }) =>
      runTool(async () => {
        const quote = await api(v1GetQuote, { params: { id: campaign_id } });
        quotes.record(quote);
        const mode = config.livemode ? 'a live charge' : 'test mode, nobody is charged';
        return toolAnswer(`${describeQuote(quote)} (${mode}). Show this to the user.`, quote);
      }),
  );
}
