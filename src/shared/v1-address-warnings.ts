import { z } from 'zod';
import { ZAddressWarningSchema } from './address-checks';
import { v1Count, v1Text } from './v1-fields';

/** One of the site's address checks that an address fails (`address-checks.ts`): a warning, never a refusal. */
export const ZV1AddressWarningSchema = z
  .object({
    code: ZAddressWarningSchema.shape.code.meta({
      description:
        '`unknown_zip` (not in the US ZIP list), `zip_state_mismatch`, `city_zip_mismatch` or `po_box`.',
      examples: ['zip_state_mismatch'],
    }),
    message: v1Text('What to check, as the site says it.'),
  })
  .meta({
    id: 'AddressWarning',
    description: "An address check the contact's address fails: a warning only.",
  });

/** An address warning of one row of a batch, named as its errors are. */
export const ZV1RowAddressWarningSchema = ZV1AddressWarningSchema.extend({
  index: v1Count(
    'JSON: the 0-based index in the batch. CSV: the spreadsheet row number (the header is row 1).',
  ),
}).meta({ id: 'RowAddressWarning', description: 'An address check a row that was added fails.' });
