import { arrivalWindow } from '../../../shared/arrival-window';
import type { V1Recipient } from '../../../shared/v1-recipients';
import type { ContactRow } from '../campaigns/contact-store';
import type { ArrivalSource } from './v1-arrival';

/**
 * A campaign's contact as /v1 shows it (`GET /v1/campaigns/{id}/recipients`, the note events): with where its
 * note is and when it arrives, from its own mailing day once mailed (calendar day in UTC, as the campaign's).
 */
export function toV1Recipient(row: ContactRow, campaign: ArrivalSource): V1Recipient {
  const mailedOn = row.mailedAt?.toISOString().slice(0, 10) ?? null;
  const window =
    campaign.status === 'cancelled' ? null : arrivalWindow({ deliveryDate: campaign.deliveryDate, mailedOn });
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
    status: row.mailedAt ? 'mailed' : row.writtenAt ? 'written' : 'pending',
    written_at: row.writtenAt?.toISOString() ?? null,
    mailed_at: row.mailedAt?.toISOString() ?? null,
    arrival: window && { arrives_from: window.from, arrives_by: window.to },
    metadata: row.metadata,
  };
}
