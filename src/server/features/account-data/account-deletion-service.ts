import {
  confirmsEmail,
  DELETE_BLOCKED_IN_FLIGHT,
  DELETE_CONFIRM_MISMATCH,
} from '../../../shared/account-data';
import type { AppDeps } from '../../app-deps';
import { actAs } from '../../db/actor';
import { badRequest, conflict } from '../../lib/errors';
import type { AccountIdentity } from '../account-sessions/account-session-store';
import { accountCampaigns, campaignsInFlight } from '../campaigns/account-campaigns';
import { claimPaidCampaigns } from '../campaigns/campaign-claims';
import { removeSavedCard } from '../saved-cards/saved-card-service';
import { deleteAccountRows, detachPersonalFiles, redactCampaigns } from './account-deletion-store';

/**
 * Deletes the customer's account (issue 12 §7) once they typed its address. Refused (409) while notes are in
 * flight. The card is forgotten at the provider first, so a failure there leaves the account whole; then one
 * transaction redacts the orders, cancels unpaid drafts (recorded as the customer's doing) and removes the
 * account with its lists, sessions, links and mail. Files with personal data go after the commit.
 */
export async function deleteCustomerAccount(
  deps: Pick<AppDeps, 'database' | 'storage' | 'payments'>,
  identity: AccountIdentity,
  confirm: string,
): Promise<void> {
  if (!confirmsEmail(confirm, identity.email)) throw badRequest(DELETE_CONFIRM_MISMATCH);
  const db = deps.database.db;
  // Orders paid with the address since the last sign-in are the customer's too: checked and redacted alike.
  await claimPaidCampaigns(db, identity.accountId, identity.email);
  if ((await campaignsInFlight(db, identity.accountId)).length > 0) throw conflict(DELETE_BLOCKED_IN_FLIGHT);

  await removeSavedCard(deps, identity.accountId);

  const files = await db.transaction(async (tx) => {
    await actAs(tx, 'customer', 'Account deleted');
    const { kept, unpaid } = await accountCampaigns(tx, identity.accountId);
    // Checked again under the rows' locks: staff may have started production since.
    if ((await campaignsInFlight(tx, identity.accountId)).length > 0)
      throw conflict(DELETE_BLOCKED_IN_FLIGHT);
    const detached = await detachPersonalFiles(tx, kept, unpaid);
    await redactCampaigns(tx, [...kept, ...unpaid], unpaid);
    await deleteAccountRows(tx, identity.accountId, identity.email);
    return detached;
  });
  for (const file of files) await deps.storage.delete(db, file);
}
