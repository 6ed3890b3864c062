import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { findCampaign } from '../../campaigns/campaign-store';
import { listPublicContacts } from '../../campaigns/contact-store';

/** The campaign's stored contacts in upload order, plus what the download file is named after. */
export async function contactsForExport(db: DbOrTx, campaignId: string) {
  const campaign = await findCampaign(db, campaignId);
  if (!campaign) throw notFound('Campaign not found.');
  const rows = await listPublicContacts(db, campaignId);
  return { campaignName: campaign.name, campaignNumber: campaign.number, rows };
}
