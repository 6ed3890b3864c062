import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createApiCall } from './api-client';
import { registerCampaignTools } from './campaign-tools';
import { registerCatalogTools } from './catalog-tools';
import type { McpConfig } from './config';
import { QuoteLedger } from './quote-ledger';
import { registerReviewTools } from './review-tools';
import { registerSubmitTool } from './submit-tool';

/** The Quillpost MCP server: the public /v1 API as tools for an AI assistant, acting with one API key. */
export function createMcpServer(config: McpConfig, fetchImpl: typeof fetch = fetch): McpServer {
  const server = new McpServer(
    { name: 'quillpost', version: '1.0.0' },
    {
      instructions: `Quillpost sends handwritten notes. Draft a campaign (list_styles, list_templates, create_campaign), add recipients, show the proofs and the quote, and submit only after the user explicitly confirms the quoted price. ${config.livemode ? 'LIVE key: submitting charges a real card.' : 'Test key: nothing is charged or produced.'}`,
    },
  );
  const api = createApiCall(config, fetchImpl);
  const quotes = new QuoteLedger();
  registerCatalogTools(server, api);
  registerCampaignTools(server, api);
  registerReviewTools(server, api, config, quotes);
  registerSubmitTool(server, api, config, quotes);
  return server;
}
