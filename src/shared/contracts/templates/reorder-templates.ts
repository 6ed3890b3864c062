import { z } from 'zod';
import { ZDesignTemplateSchema } from '../../catalog-schemas';
import { ZTemplateReorderSchema } from '../../template-schemas';
import { defineContract } from '../contract';

/** Saves the full new order of the library (back-office.md §6) and answers the reordered list. Admin token. */
export const reorderTemplates = defineContract({
  method: 'PUT',
  path: '/api/design-templates/reorder',
  auth: 'staff',
  body: ZTemplateReorderSchema,
  response: z.array(ZDesignTemplateSchema),
});
