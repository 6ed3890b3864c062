import { fillPath } from '../../../shared/contracts/contract';
import { v1GetProofSvg } from '../../../shared/contracts/v1/get-proof-svg';
import { cardViewUrl } from '../../../shared/proofs';
import type { V1Note } from '../../../shared/v1-notes';
import type { DbOrTx } from '../../db/client';
import type { CampaignRow } from '../../db/schema';
import type { ContactRow } from '../campaigns/contact-store';
import { v1Campaign } from './v1-campaign-view';
import { toV1Recipient } from './v1-recipient-view';

/**
 * One recipient's card as /v1 shows it (`POST /v1/notes`, `GET /v1/notes/{id}`): read from its campaign as
 * `GET /v1/campaigns/{id}` shows it (status, order, arrival, metadata), so the two never disagree. Its price is
 * the campaign's price per note.
 */
export async function v1Note(db: DbOrTx, campaign: CampaignRow, recipient: ContactRow): Promise<V1Note> {
  const shown = await v1Campaign(db, campaign);
  const proofUrl = fillPath(v1GetProofSvg.path, { id: campaign.id, recipient_id: recipient.id });
  return {
    object: 'note',
    id: recipient.id,
    campaign_id: shown.id,
    order_id: shown.order_id,
    livemode: shown.livemode,
    status: shown.status,
    to: toV1Recipient(recipient, campaign),
    return_address: shown.contact_fields.find((field) => field.type === 'address')?.value ?? null,
    message: shown.message,
    proof_url: proofUrl,
    card_proof_url: cardViewUrl(proofUrl),
    amount: shown.price_per_note,
    currency: shown.currency,
    send_date: shown.arrival?.mail_by ?? null,
    arrive_by: shown.arrival?.arrives_by ?? null,
    arrival: shown.arrival,
    metadata: shown.metadata,
    created: shown.created,
  };
}
