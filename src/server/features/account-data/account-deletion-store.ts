import { and, eq, exists, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import { REDACTED } from '../../../shared/account-data';
import { CAMPAIGN_KEEPING_ORDER_STATUSES } from '../../../shared/statuses';
import type { DbOrTx, Tx } from '../../db/client';
import {
  accountSignInLinks,
  accounts,
  campaigns,
  contacts,
  mailQueue,
  orders,
  productionPacks,
  uploadedFiles,
} from '../../db/schema';
import type { StoredFile } from '../../lib/file-storage';

/**
 * The account's campaigns whose notes are still on their way: in production, or paid and neither completed
 * nor cancelled (in review). Deleting now would strand notes in flight.
 */
export async function campaignsInFlight(db: DbOrTx, accountId: string): Promise<string[]> {
  const paidOrder = exists(
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(and(eq(orders.campaignId, campaigns.id), eq(orders.status, 'paid'))),
  );
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.accountId, accountId),
        // A test campaign (a test API key's) is never produced: nothing of it is on its way.
        eq(campaigns.livemode, true),
        or(
          eq(campaigns.status, 'processing'),
          and(paidOrder, notInArray(campaigns.status, ['completed', 'cancelled'])),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/** The account's campaigns, split into those kept for accounting (an order that moved money) and the rest. */
export async function accountCampaigns(
  tx: Tx,
  accountId: string,
): Promise<{ kept: string[]; unpaid: string[] }> {
  const rows = await tx
    .select({
      id: campaigns.id,
      kept: exists(
        tx
          .select({ one: sql`1` })
          .from(orders)
          .where(
            and(eq(orders.campaignId, campaigns.id), inArray(orders.status, CAMPAIGN_KEEPING_ORDER_STATUSES)),
          ),
      ).mapWith(Boolean),
    })
    .from(campaigns)
    .where(eq(campaigns.accountId, accountId))
    .for('update', { of: campaigns });
  return {
    kept: rows.filter((r) => r.kept).map((r) => r.id),
    unpaid: rows.filter((r) => !r.kept).map((r) => r.id),
  };
}

/**
 * Takes the customer out of their campaigns and orders: contacts deleted; e-mail, name and message replaced by
 * REDACTED (a message is free text to the recipients and often names them). Number, amounts, notes count,
 * style, template and dates stay for the books. Unpaid drafts are cancelled so they can no longer be paid.
 */
export async function redactCampaigns(tx: Tx, campaignIds: readonly string[], unpaid: readonly string[]) {
  if (campaignIds.length === 0) return;
  const ids = [...campaignIds];
  await tx.delete(contacts).where(inArray(contacts.campaignId, ids));
  await tx.update(orders).set({ customerEmail: REDACTED }).where(inArray(orders.campaignId, ids));
  await tx
    .update(campaigns)
    .set({
      name: REDACTED,
      message: REDACTED,
      customerEmail: sql`case when ${campaigns.customerEmail} is null then null else ${REDACTED} end`,
    })
    .where(inArray(campaigns.id, ids));
  if (unpaid.length > 0) {
    await tx
      .update(campaigns)
      .set({ status: 'cancelled' })
      .where(and(inArray(campaigns.id, [...unpaid]), eq(campaigns.status, 'draft')));
  }
}

/**
 * Files of these campaigns that hold personal data, detached from the campaigns here (removed after commit):
 * every file of an unpaid campaign; the contacts CSV and production packs (addresses) of a kept one. The
 * designs of a kept order stay: they are the product that was sold.
 */
export async function detachPersonalFiles(
  tx: Tx,
  kept: readonly string[],
  unpaid: readonly string[],
): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  if (unpaid.length > 0) {
    await tx
      .update(campaigns)
      .set({ frontDesignFileId: null, backDesignFileId: null, logoFileId: null, contactsFileId: null })
      .where(inArray(campaigns.id, [...unpaid]));
    files.push(
      ...(await tx
        .select()
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.campaignId, [...unpaid]))),
    );
  }
  if (kept.length > 0) {
    const contactFiles = await tx
      .select({ id: campaigns.contactsFileId })
      .from(campaigns)
      .where(and(inArray(campaigns.id, [...kept]), isNotNull(campaigns.contactsFileId)));
    const packFiles = await tx
      .select({ id: productionPacks.fileId })
      .from(productionPacks)
      .where(and(inArray(productionPacks.campaignId, [...kept]), isNotNull(productionPacks.fileId)));
    await tx
      .update(campaigns)
      .set({ contactsFileId: null })
      .where(inArray(campaigns.id, [...kept]));
    await tx
      .update(productionPacks)
      .set({ fileId: null })
      .where(inArray(productionPacks.campaignId, [...kept]));
    const ids = [...contactFiles, ...packFiles].map((f) => f.id).filter((id) => id !== null);
    if (ids.length > 0)
      files.push(...(await tx.select().from(uploadedFiles).where(inArray(uploadedFiles.id, ids))));
  }
  return files;
}

/**
 * The account itself: its sign-in links and every e-mail to its address (queued or sent: their bodies hold
 * personal data), then the row, whose deletion takes its sessions, saved lists and card row along (cascade).
 */
export async function deleteAccountRows(tx: Tx, accountId: string, email: string): Promise<void> {
  await tx.delete(accountSignInLinks).where(eq(accountSignInLinks.email, email));
  await tx.delete(mailQueue).where(sql`lower(${mailQueue.toAddress}) = ${email}`);
  await tx.delete(accounts).where(eq(accounts.id, accountId));
}
