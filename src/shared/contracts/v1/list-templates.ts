import { ZV1TemplateListSchema } from '../../v1-catalog';
import { ZV1ListQuerySchema } from '../../v1-lists';
import { defineContract } from '../contract';

export const v1ListTemplates = defineContract({
  method: 'GET',
  path: '/v1/templates',
  auth: 'api-key',
  docs: {
    operationId: 'listTemplates',
    summary: 'List design templates',
    description: 'The design templates in catalogue order, by cursor (`starting_after` a template id).',
  },
  query: ZV1ListQuerySchema,
  response: ZV1TemplateListSchema,
});
