import { ZV1IdParamsSchema } from '../../v1-lists';
import { ZV1AddRecipientsSchema, ZV1RecipientBatchSchema } from '../../v1-recipients';
import { defineContract } from '../contract';

export const v1AddRecipients = defineContract({
  method: 'POST',
  path: '/v1/campaigns/:id/recipients',
  auth: 'api-key',
  docs: {
    operationId: 'addRecipients',
    summary: 'Add recipients to a draft campaign',
    description:
      "Adds recipients to a draft campaign (JSON, or a CSV file sent as `text/csv`) with the site's rules: valid rows are added, each invalid row is reported; the server recomputes the totals.",
    csvBody:
      "A CSV file (UTF-8, up to 5 MB) with a header row — name, address, address2, city, state, zipcode and any merge-field columns — and one row per recipient, checked by the site's CSV rules.",
  },
  params: ZV1IdParamsSchema,
  body: ZV1AddRecipientsSchema,
  response: ZV1RecipientBatchSchema,
});
