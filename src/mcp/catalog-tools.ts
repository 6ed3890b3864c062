import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { v1ListStyles } from '../shared/contracts/v1/list-styles';
import { v1ListTemplates } from '../shared/contracts/v1/list-templates';
import { ZV1ListQuerySchema } from '../shared/v1-lists';
import type { ApiCall } from './api-client';
import { runTool, toolAnswer } from './tool-result';

const page = ZV1ListQuerySchema.shape;

/** What a campaign is made of: handwriting styles and design templates. */
export function registerCatalogTools(server: McpServer, api: ApiCall): void {
  server.registerTool(
    'list_styles',
    {
      title: 'List handwriting styles',
      description:
        'Lists the handwriting styles a campaign can be written in (id, name, what the hand looks like). Use a style `id` as `style` in create_campaign.',
    },
    () =>
      runTool(async () => {
        const styles = await api(v1ListStyles, {});
        return toolAnswer(`${styles.data.length} handwriting styles.`, styles.data);
      }),
  );

  server.registerTool(
    'list_templates',
    {
      title: 'List card designs',
      description:
        'Lists the card design templates, in catalogue order, a page at a time (pass the last id as `starting_after` while `has_more`). Use a template `id` as `template_id` in create_campaign, and a variant `name` as `variant`.',
      inputSchema: { limit: page.limit, starting_after: page.starting_after },
    },
    (query) =>
      runTool(async () => {
        const templates = await api(v1ListTemplates, { query });
        return toolAnswer(
          `${templates.data.length} templates${templates.has_more ? ' (more with starting_after)' : ''}.`,
          templates,
        );
      }),
  );
}
