import type { Tx } from '../../db/client';
import type { StoredFile } from '../../lib/files/file-storage';
import { filesOfCampaigns, findFiles } from '../../lib/files/uploaded-file-store';
import { deleteMailTo } from '../../lib/mail/mail-queue';
import { deleteAccount } from '../accounts/account-store';
import { deleteSignInLinks } from '../accounts/sign-in-link-store';
import { detachAllFiles, detachContactsFiles, redactCampaignRows } from '../campaigns/campaign-redaction';
import { deleteContactsOf } from '../campaigns/contact-store';
import { redactOrderEmails } from '../orders/campaign-orders';
import { detachPackFiles } from '../production/production-pack-store';

/**
 * Takes the customer out of their campaigns and orders: contacts deleted; e-mail, name and message replaced by
 * REDACTED (a message is free text to the recipients and often names them). Number, amounts, notes count,
 * style, template and dates stay for the books. Unpaid drafts are cancelled so they can no longer be paid.
 */
export async function redactCampaigns(tx: Tx, campaignIds: readonly string[], unpaid: readonly string[]) {
  if (campaignIds.length === 0) return;
  await deleteContactsOf(tx, campaignIds);
  await redactOrderEmails(tx, campaignIds);
  await redactCampaignRows(tx, campaignIds, unpaid);
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
    await detachAllFiles(tx, unpaid);
    files.push(...(await filesOfCampaigns(tx, unpaid)));
  }
  if (kept.length > 0) {
    const contactFiles = await detachContactsFiles(tx, kept);
    const ids = [...contactFiles, ...(await detachPackFiles(tx, kept))];
    files.push(...(await findFiles(tx, ids)));
  }
  return files;
}

/**
 * The account itself: its sign-in links and every e-mail to its address (queued or sent: their bodies hold
 * personal data), then the row, whose deletion takes its sessions, saved lists and card row along (cascade).
 */
export async function deleteAccountRows(tx: Tx, accountId: string, email: string): Promise<void> {
  await deleteSignInLinks(tx, email);
  await deleteMailTo(tx, email);
  await deleteAccount(tx, accountId);
}
