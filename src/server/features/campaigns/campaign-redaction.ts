import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { REDACTED } from '../../../shared/account-data';
import type { Tx } from '../../db/client';
import { campaigns } from '../../db/schema';

/**
 * A deleted account's campaigns keep their number, amounts, notes count, style, template and dates for the
 * books; name, message (free text to the recipients, often naming them) and e-mail become REDACTED. Unpaid
 * drafts are cancelled so they can no longer be paid.
 */
export async function redactCampaignRows(tx: Tx, ids: readonly string[], unpaid: readonly string[]) {
  await tx
    .update(campaigns)
    .set({
      name: REDACTED,
      message: REDACTED,
      customerEmail: sql`case when ${campaigns.customerEmail} is null then null else ${REDACTED} end`,
    })
    .where(inArray(campaigns.id, [...ids]));
  if (unpaid.length > 0) {
    await tx
      .update(campaigns)
      .set({ status: 'cancelled' })
      .where(and(inArray(campaigns.id, [...unpaid]), eq(campaigns.status, 'draft')));
  }
}

/** Unpaid campaigns let go of every file (designs, logo, contacts CSV); the caller removes the files. */
export async function detachAllFiles(tx: Tx, ids: readonly string[]): Promise<void> {
  await tx
    .update(campaigns)
    .set({ frontDesignFileId: null, backDesignFileId: null, logoFileId: null, contactsFileId: null })
    .where(inArray(campaigns.id, [...ids]));
}

/** Kept campaigns let go of their contacts CSV (addresses); answers the files' ids for the caller to remove. */
export async function detachContactsFiles(tx: Tx, ids: readonly string[]): Promise<string[]> {
  const files = await tx
    .select({ id: campaigns.contactsFileId })
    .from(campaigns)
    .where(and(inArray(campaigns.id, [...ids]), isNotNull(campaigns.contactsFileId)));
  await tx
    .update(campaigns)
    .set({ contactsFileId: null })
    .where(inArray(campaigns.id, [...ids]));
  return files.map((f) => f.id).filter((id) => id !== null);
}
