import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema';

export async function listRecipients(db: DbOrTx, campaignId: string) {
  return db
    .select({ name: contacts.name, address1: contacts.address1, zip: contacts.zip })
    .from(contacts)
    .where(eq(contacts.campaignId, campaignId))
    .orderBy(asc(contacts.position));
}
