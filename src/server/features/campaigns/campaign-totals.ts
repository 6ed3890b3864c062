import { CHECKOUT_TIERS, MANUAL_ORDER_TIERS, pricePerNoteCents } from '../../../shared/pricing';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { CAMPAIGN_NOT_FOUND, findCampaign, updateCampaign } from './campaign-store';
import { countContacts } from './contact-store';

/**
 * Sets totalNotes, price per note and total from what is stored: the number of contacts, the tier table of
 * the campaign's source, or staff's custom total. A staff order keeps the number of notes staff agreed with
 * the customer whatever its contacts become: payment refuses it until they match (assertPayable), so a
 * changed list can never ride on the agreed total.
 */
export async function recomputeTotals(tx: DbOrTx, campaignId: string): Promise<void> {
  const row = await findCampaign(tx, campaignId);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  const stored = await countContacts(tx, campaignId);
  const admin = row.source === 'admin';
  const totalNotes = admin && row.totalNotes > 0 ? row.totalNotes : stored;
  const tierPrice = pricePerNoteCents(totalNotes, admin ? MANUAL_ORDER_TIERS : CHECKOUT_TIERS);
  const custom = row.customTotalCents;
  await updateCampaign(tx, campaignId, {
    totalNotes,
    pricePerNoteCents: custom !== null && totalNotes > 0 ? Math.round(custom / totalNotes) : tierPrice,
    totalAmountCents: custom ?? tierPrice * totalNotes,
  });
}
