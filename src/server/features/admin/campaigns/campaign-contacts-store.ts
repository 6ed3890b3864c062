import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { contacts } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { findCampaign } from '../../campaigns/campaign-store';
import type { ExportContact } from './contacts-csv-export';

/** The campaign's stored contacts in upload order, plus what the download file is named after. */
export async function contactsForExport(
  db: DbOrTx,
  campaignId: string,
): Promise<{ campaignName: string; campaignNumber: number; rows: ExportContact[] }> {
  const campaign = await findCampaign(db, campaignId);
  if (!campaign) throw notFound('Campaign not found.');
  const rows = await db
    .select({
      name: contacts.name,
      address1: contacts.address1,
      address2: contacts.address2,
      city: contacts.city,
      state: contacts.state,
      zip: contacts.zip,
    })
    .from(contacts)
    .where(eq(contacts.campaignId, campaignId))
    .orderBy(asc(contacts.position));
  return { campaignName: campaign.name, campaignNumber: campaign.number, rows };
}
