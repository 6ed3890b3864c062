import type { V1Recipient } from '../../../shared/v1-recipients';
import type { ContactRow } from '../campaigns/contact-store';

/** A campaign's contact as /v1 shows it (`GET /v1/campaigns/{id}/recipients`). */
export function toV1Recipient(row: ContactRow): V1Recipient {
  return {
    object: 'recipient',
    id: row.id,
    name: row.name,
    address: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    merge_fields: row.customFields,
    metadata: row.metadata,
  };
}
