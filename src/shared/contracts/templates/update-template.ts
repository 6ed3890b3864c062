import { ZDesignTemplateSchema } from '../../catalog-schemas';
import { ZTemplateParamsSchema, ZTemplateUpdateSchema } from '../../template-schemas';
import { defineContract } from '../contract';

/** Changes the fields sent; `{colorVariants}` alone replaces the variants (back-office.md §5). Admin token. */
export const updateTemplate = defineContract({
  method: 'PUT',
  path: '/api/design-templates/:id',
  auth: 'staff',
  params: ZTemplateParamsSchema,
  body: ZTemplateUpdateSchema,
  response: ZDesignTemplateSchema,
});
