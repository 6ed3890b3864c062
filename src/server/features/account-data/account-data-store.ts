import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, type CampaignRow, type OrderRow, statusHistory, uploadedFiles } from '../../db/schema';
import { listAccountCampaigns } from '../campaigns/account-campaigns';
import { type ContactRow, listContactRowsOf } from '../campaigns/contact-store';
import { listOrdersOf } from '../orders/campaign-orders';
import { listAccountPrograms, type ProgramRow, type ProgramSendRow } from '../programs/account-program-store';
import { listRefundsOf, type RefundRow } from '../refunds/refund-store';
import { findSavedCard, type SavedCardRow } from '../saved-cards/saved-card-store';
import {
  listAccountSavedLists,
  type SavedContactRow,
  type SavedListRow,
} from '../saved-lists/saved-list-store';

/** Every row an account holds or owns, read as one picture for the export (no session or link rows). */
export interface AccountRows {
  account: typeof accounts.$inferSelect;
  campaigns: CampaignRow[];
  fileNames: Map<string, string>;
  orders: OrderRow[];
  refunds: RefundRow[];
  history: Array<typeof statusHistory.$inferSelect>;
  contacts: ContactRow[];
  lists: SavedListRow[];
  listContacts: SavedContactRow[];
  card: SavedCardRow | undefined;
  programs: ProgramRow[];
  programSends: ProgramSendRow[];
}

export async function readAccountRows(db: DbOrTx, accountId: string): Promise<AccountRows | undefined> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) return undefined;
  const campaignRows = await listAccountCampaigns(db, accountId);
  const campaignIds = campaignRows.map((c) => c.id);
  const fileIds = campaignRows.flatMap((c) =>
    [c.frontDesignFileId, c.backDesignFileId, c.logoFileId, c.contactsFileId].filter((id) => id !== null),
  );
  const { lists, contacts: listContacts } = await listAccountSavedLists(db, accountId);

  const [files, orderRows, history, contactRows, card] = await Promise.all([
    fileIds.length
      ? db
          .select({ id: uploadedFiles.id, name: uploadedFiles.originalName })
          .from(uploadedFiles)
          .where(inArray(uploadedFiles.id, fileIds))
      : [],
    campaignIds.length ? listOrdersOf(db, campaignIds) : [],
    campaignIds.length
      ? db
          .select()
          .from(statusHistory)
          .where(inArray(statusHistory.campaignId, campaignIds))
          .orderBy(asc(statusHistory.at), asc(statusHistory.id))
      : [],
    listContactRowsOf(db, campaignIds),
    findSavedCard(db, accountId),
  ]);
  const { programs: programRows, sends: sendRows } = await listAccountPrograms(db, accountId);
  const refundRows = await listRefundsOf(
    db,
    orderRows.map((o) => o.id),
  );
  return {
    account,
    campaigns: campaignRows,
    fileNames: new Map(files.map((f) => [f.id, f.name])),
    orders: orderRows,
    refunds: refundRows,
    history,
    contacts: contactRows,
    lists,
    listContacts,
    card,
    programs: programRows,
    programSends: sendRows,
  };
}
