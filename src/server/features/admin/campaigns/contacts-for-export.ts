import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { findCampaign } from '../../campaigns/campaign-store';
import { listPostalContacts } from '../../campaigns/contact-store';
import type { ExportContact } from './contacts-csv-export';

/** The campaign's stored contacts in upload order, plus what the download file is named after. */
export async function contactsForExport(
  db: DbOrTx,
  campaignId: string,
): Promise<{ campaignName: string; campaignNumber: number; rows: ExportContact[] }> {
  const campaign = await findCampaign(db, campaignId);
  if (!campaign) throw notFound('Campaign not found.');
  const rows = await listPostalContacts(db, campaignId);
  return { campaignName: campaign.name, campaignNumber: campaign.number, rows };
}
