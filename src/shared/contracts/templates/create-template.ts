import { ZDesignTemplateSchema } from '../../catalog-schemas';
import { ZTemplateCreateSchema } from '../../template-schemas';
import { defineContract } from '../contract';

/** Adds a template at the end of the library (back-office.md §5). Admin token. */
export const createTemplate = defineContract({
  method: 'POST',
  path: '/api/design-templates',
  auth: 'staff',
  body: ZTemplateCreateSchema,
  response: ZDesignTemplateSchema,
});
