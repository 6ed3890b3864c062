import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema';

/** The campaign's recipients in upload order: the ones the duplicate-booking check looks for elsewhere. */
export async function listRecipients(db: DbOrTx, campaignId: string) {
  return db
    .select({ name: contacts.name, address1: contacts.address1, zip: contacts.zip })
    .from(contacts)
    .where(eq(contacts.campaignId, campaignId))
    .orderBy(asc(contacts.position));
}
