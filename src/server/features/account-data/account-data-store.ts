import type { DbOrTx } from '../../db/client';
import type { CampaignRow, OrderRow } from '../../db/schema';
import { findFiles } from '../../lib/files/uploaded-file-store';
import { type AccountRow, findAccount } from '../accounts/account-store';
import { listAccountCampaigns } from '../campaigns/account-campaigns';
import { type ContactRow, listContactRowsOf } from '../campaigns/contact-store';
import { historyOfCampaigns, type StatusHistoryRow } from '../campaigns/status-history-store';
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
  account: AccountRow;
  campaigns: CampaignRow[];
  fileNames: Map<string, string>;
  orders: OrderRow[];
  refunds: RefundRow[];
  history: StatusHistoryRow[];
  contacts: ContactRow[];
  lists: SavedListRow[];
  listContacts: SavedContactRow[];
  card: SavedCardRow | undefined;
  programs: ProgramRow[];
  programSends: ProgramSendRow[];
}

export async function readAccountRows(db: DbOrTx, accountId: string): Promise<AccountRows | undefined> {
  const account = await findAccount(db, accountId);
  if (!account) return undefined;
  const campaignRows = await listAccountCampaigns(db, accountId);
  const campaignIds = campaignRows.map((c) => c.id);
  const fileIds = campaignRows.flatMap((c) =>
    [c.frontDesignFileId, c.backDesignFileId, c.logoFileId, c.contactsFileId].filter((id) => id !== null),
  );
  const { lists, contacts: listContacts } = await listAccountSavedLists(db, accountId);

  const [files, orderRows, history, contactRows, card] = await Promise.all([
    findFiles(db, fileIds),
    campaignIds.length ? listOrdersOf(db, campaignIds) : [],
    historyOfCampaigns(db, campaignIds),
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
    fileNames: new Map(files.map((f) => [f.id, f.originalName])),
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
