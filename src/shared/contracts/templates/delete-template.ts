import { ZSuccessSchema } from '../../success';
import { ZTemplateParamsSchema } from '../../template-schemas';
import { defineContract } from '../contract';

/** Removes a template; campaigns keep their copy of its name. Admin token. */
export const deleteTemplate = defineContract({
  method: 'DELETE',
  path: '/api/design-templates/:id',
  auth: 'staff',
  params: ZTemplateParamsSchema,
  response: ZSuccessSchema,
});
